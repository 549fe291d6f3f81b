/** Closing a request as done or refused, with a note the requester is mailed (required when refusing). */
import { Box, Button, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, TextField, Typography } from "@mui/material";
import React, { useState } from "react";
import type { Identifier, RaRecord } from "react-admin";
import { HttpError } from "../http";
import { closeRequest } from "./api";

export const NOTE_REQUIRED = "Say why the request is refused: the requester is mailed this note.";

type Errors = Partial<Record<"status" | "note", string>>;

function serverErrors(error: unknown): Errors | null {
  if (!(error instanceof HttpError) || error.status !== 422) return null;
  const fields = (error.body?.errors ?? {}) as Record<string, unknown>;
  const out: Errors = {};
  for (const field of ["status", "note"] as const) if (typeof fields[field] === "string") out[field] = fields[field] as string;
  return Object.keys(out).length ? out : null;
}

export function CloseForm({ id, onClosed }: { id: Identifier; onClosed: (record: RaRecord) => void }) {
  const [status, setStatus] = useState<"done" | "refused">("done");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (status === "refused" && !note.trim()) {
      setErrors({ note: NOTE_REQUIRED });
      document.getElementById("close-note")?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      onClosed(await closeRequest(id, status, note));
    } catch (error) {
      const fields = serverErrors(error);
      if (fields) setErrors(fields);
      else setProblem(error instanceof Error ? error.message : "The request could not be closed.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="close-heading" sx={{ maxWidth: "40rem" }}>
      <Typography component="h2" variant="h6" id="close-heading">
        Close the request
      </Typography>
      <FormControl error={Boolean(errors.status)} sx={{ display: "block", my: 1 }}>
        <FormLabel id="close-status-label" sx={{ color: "#14161c" }}>
          Close as
        </FormLabel>
        <RadioGroup row aria-labelledby="close-status-label" name="status" value={status} onChange={(e) => setStatus(e.target.value as "done" | "refused")}>
          <FormControlLabel value="done" control={<Radio />} label="Done" />
          <FormControlLabel value="refused" control={<Radio />} label="Refused" />
        </RadioGroup>
        {errors.status && <Typography color="error">{errors.status}</Typography>}
      </FormControl>
      <TextField
        id="close-note"
        label="Note to the requester"
        value={note}
        onChange={(e) => setNote(e.target.value)}
        multiline
        minRows={3}
        fullWidth
        error={Boolean(errors.note)}
        helperText={errors.note ?? "Mailed to the requester with the outcome. Required when refusing."}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 2 }}>
        Close request
      </Button>
      <Typography role="alert" color="error" sx={{ mt: 1 }}>
        {problem ?? ""}
      </Typography>
    </Box>
  );
}
