/**
 * "Redirect" on a row of the Not found list (issue 30): asks where the address should lead (a path on this
 * site or an https:// address, moved for good or for now), adds `{from: record.path, to, permanent}` to the
 * redirects collection (data/redirects.json) as any other content save, a git commit by the staff member,
 * with the same checks (a refusal is shown in the API's words and nothing is written), then takes the
 * address off the list. The redirect reaches the live site with the next publish.
 */
import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  TextField,
} from "@mui/material";
import React, { useId, useState } from "react";
import { useNotify, useRecordContext, useRefresh } from "react-admin";
import { addRedirect } from "./add-redirect";
import { removeNotFoundPath } from "./api";

interface NotFoundRow {
  id: number;
  path: string;
}

const messageOf = (error: unknown): string => (error instanceof Error && error.message ? error.message : "Something went wrong. Please try again.");

export function RedirectButton(): React.ReactElement | null {
  const record = useRecordContext<NotFoundRow>();
  const notify = useNotify();
  const refresh = useRefresh();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [to, setTo] = useState("");
  const [permanent, setPermanent] = useState(true);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  if (!record) return null;

  const close = () => {
    setOpen(false);
    setError("");
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = to.trim();
    if (!target) {
      setError("Enter where this address should lead: a page of this site starting with /, or an address starting with https://.");
      return;
    }
    setBusy(true);
    setError("");
    try {
      await addRedirect({ from: record.path, to: target, permanent });
      await removeNotFoundPath(record.path);
      setOpen(false);
      setTo("");
      notify(`${record.path} now leads to ${target}. Publish the site to make it live.`, { type: "success" });
      refresh();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  const titleId = `${ids}-title`;
  const errorId = `${ids}-error`;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} aria-label={`Redirect ${record.path}`}>
        Redirect
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId}>
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>Redirect {record.path}</DialogTitle>
          <DialogContent>
            <DialogContentText>
              Visitors who ask for {record.path} will be sent to the address you give here. It is saved in Content, Redirects, and
              reaches the live site with the next publish.
            </DialogContentText>
            <TextField
              label="Lead visitors to"
              name="to"
              value={to}
              onChange={(e) => setTo(e.target.value)}
              helperText="A page of this site, e.g. /services, or a full address starting with https://"
              slotProps={{ htmlInput: { "aria-invalid": error ? true : undefined, "aria-errormessage": error ? errorId : undefined } }}
              required
              fullWidth
              autoFocus
              margin="normal"
              variant="outlined"
            />
            <FormControlLabel
              control={<Checkbox checked={permanent} onChange={(e) => setPermanent(e.target.checked)} />}
              label="Moved for good (301). Untick for a move for now (302)."
            />
            <Box role="alert" id={errorId} sx={{ color: "#b3261e", minHeight: "1.5em", fontWeight: 600 }}>
              {error}
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={busy}>
              Save redirect
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
