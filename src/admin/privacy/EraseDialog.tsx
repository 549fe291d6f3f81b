/**
 * "Erase…": a confirmation dialog that says how many records go and lists other people's records that
 * mention the person (QuotedElsewhere), then erases the person's records for good.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import React, { useState } from "react";
import type { Identifier } from "react-admin";
import type { LeadKind } from "../data-provider";
import { eraseHeldData, type ErasedCounts, type Quote } from "./api";
import { countsPhrase } from "./labels";
import { QuotedElsewhere } from "./QuotedElsewhere";

export interface EraseDialogProps {
  id: Identifier;
  email: string;
  /** How many records of each kind are held now (from the request's data). */
  counts: Record<LeadKind, number>;
  /** Other people's leads that mention the person (not erased with theirs). */
  quotes: readonly Quote[];
  /** Called with the API's counts once the erasure is done. */
  onErased: (erased: ErasedCounts) => void;
  onError: (message: string) => void;
}

export function EraseButton({ id, email, counts, quotes, onErased, onError }: EraseDialogProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const erase = async () => {
    setBusy(true);
    try {
      onErased(await eraseHeldData(id));
      setOpen(false);
    } catch (error) {
      setOpen(false);
      onError(error instanceof Error ? error.message : "The data could not be erased.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button type="button" variant="contained" color="error" onClick={() => setOpen(true)}>
        Erase…
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} aria-labelledby="erase-title" aria-describedby="erase-text">
        <DialogTitle id="erase-title">Erase everything held for {email}?</DialogTitle>
        <DialogContent>
          <DialogContentText id="erase-text">
            This erases {countsPhrase(counts)} for good, with any résumé and notification mail. Only counts and the audit log keep a
            trace. It cannot be undone.
          </DialogContentText>
          <QuotedElsewhere quotes={quotes} />
        </DialogContent>
        <DialogActions>
          <Button type="button" onClick={() => setOpen(false)} disabled={busy} autoFocus>
            Cancel
          </Button>
          <Button type="button" color="error" variant="contained" onClick={() => void erase()} disabled={busy}>
            Erase for good
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
