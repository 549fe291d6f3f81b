import { Box, Button, TextField, Typography } from "@mui/material";
import React, { useEffect, useState } from "react";
import { beginSetup, confirmSetup, groupedKey, svgDataUrl, type SecondFactorSetup as Setup } from "./api";
import { RecoveryCodes } from "./RecoveryCodes";

export interface SecondFactorSetupProps {
  /** Called once the recovery codes were acknowledged. */
  onDone: () => void;
  /** Makes the ids of this form unique on its page. */
  idPrefix?: string;
}

const messageOf = (error: unknown): string => (error instanceof Error && error.message ? error.message : "Something went wrong. Please try again.");

/**
 * Turning the TOTP second factor on: the API makes a secret, shown as a QR code and as a typed key; a
 * code from the app confirms it; the recovery codes are then shown once.
 */
export function SecondFactorSetup({ onDone, idPrefix = "setup" }: SecondFactorSetupProps) {
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);

  useEffect(() => {
    let live = true;
    beginSetup().then(
      (answer) => live && setSetup(answer),
      (failure: unknown) => live && setError(messageOf(failure)),
    );
    return () => {
      live = false;
    };
  }, []);

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError("");
    try {
      setCodes((await confirmSetup(code)).recoveryCodes);
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  };

  const errorId = `${idPrefix}-code-error`;
  return (
    <Box>
      <Typography component="ol" sx={{ pl: 3, my: 1 }}>
        <li>Open an authenticator app on your phone (any app for time-based codes).</li>
        <li>Scan the QR code, or type the setup key into the app.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </Typography>
      {setup && (
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 3, alignItems: "center", my: 2 }}>
          <Box
            component="img"
            src={svgDataUrl(setup.qrSvg)}
            alt="QR code for your authenticator app. If you cannot scan it, type the setup key instead."
            width={200}
            height={200}
            sx={{ border: "1px solid #d5d8e0" }}
          />
          <TextField
            label="Setup key"
            value={groupedKey(setup.secret)}
            helperText="Type this into the app if you cannot scan the code."
            slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: "monospace" } } }}
            sx={{ minWidth: 300, flex: 1 }}
            variant="outlined"
          />
        </Box>
      )}
      <form onSubmit={submit} noValidate>
        <TextField
          label="Code from the app"
          name="code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: "numeric", "aria-describedby": errorId, "aria-invalid": error ? true : undefined } }}
          required
          margin="normal"
          variant="outlined"
        />
        <Box role="alert" id={errorId} sx={{ color: "#b3261e", minHeight: "1.5em", my: 1, fontWeight: 600 }}>
          {error}
        </Box>
        <Button type="submit" variant="contained" disabled={busy || !setup}>
          Turn on the second factor
        </Button>
      </form>
    </Box>
  );
}
