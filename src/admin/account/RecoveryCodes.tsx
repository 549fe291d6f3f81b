import { Box, Button, Typography } from "@mui/material";
import React, { useEffect, useRef } from "react";

export interface RecoveryCodesProps {
  codes: string[];
  onDone: () => void;
}

/** The recovery codes, shown once, with what to do with them; focus moves to the heading so it is read first. */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Box component="section" aria-labelledby="recovery-codes-title">
      <Typography component="h2" variant="h6" id="recovery-codes-title" ref={heading} tabIndex={-1} sx={{ fontWeight: 700, mb: 1 }}>
        Your recovery codes
      </Typography>
      <Typography sx={{ mb: 1 }}>
        The second factor is on. Store these codes somewhere safe now, such as a password manager or a printed copy: this is the only
        time they are shown. If you lose your phone, each code signs you in once instead of a code from the app.
      </Typography>
      <Box component="ul" aria-label="Recovery codes" sx={{ fontFamily: "monospace", fontSize: "1.1rem", columns: 2, pl: 3, my: 2 }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button variant="contained" onClick={onDone}>
        I have stored my recovery codes
      </Button>
    </Box>
  );
}
