import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from "@mui/material";
import React, { useState } from "react";
import { turnOff } from "./api";

export interface TurnOffDialogProps {
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}

const messageOf = (error: unknown): string => (error instanceof Error && error.message ? error.message : "Something went wrong. Please try again.");

/** Turning the second factor off, after the password or a code proves it is the owner at the keyboard. */
export function TurnOffDialog({ open, onClose, onDone }: TurnOffDialogProps) {
  const [secret, setSecret] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  const close = () => {
    setSecret("");
    setError("");
    onClose();
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError("");
    try {
      await turnOff(secret);
      setSecret("");
      onDone();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="turn-off-title" aria-describedby="turn-off-text">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="turn-off-title">Turn off the second factor?</DialogTitle>
        <DialogContent>
          <DialogContentText id="turn-off-text">
            Signing in will then need only your password. Your recovery codes stop working. Enter your password, or a code from your
            authenticator app, to confirm.
          </DialogContentText>
          <TextField
            label="Password or code"
            name="secret"
            type="password"
            autoComplete="current-password"
            value={secret}
            onChange={(e) => setSecret(e.target.value)}
            slotProps={{ htmlInput: { "aria-describedby": "turn-off-error", "aria-invalid": error ? true : undefined } }}
            required
            fullWidth
            autoFocus
            margin="normal"
            variant="outlined"
          />
          <Box role="alert" id="turn-off-error" sx={{ color: "#b3261e", minHeight: "1.5em", fontWeight: 600 }}>
            {error}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Keep it on</Button>
          <Button type="submit" variant="contained" color="error" disabled={busy}>
            Turn off
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
