/** What a content screen says about a failed save: a stale copy (with Reload), or problems not tied to a field. */
import { Alert, Box, Button } from "@mui/material";
import React from "react";

export function Conflict({ message, onReload }: { message: string; onReload: () => void }) {
  return (
    <Alert severity="warning" role="alert" sx={{ mb: 2 }} action={<Button onClick={onReload}>Reload</Button>}>
      {message} Reloading replaces what you changed here with the saved version.
    </Alert>
  );
}

export function Problems({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
