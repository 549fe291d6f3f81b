import { Box, Button, Paper, TextField, Typography } from "@mui/material";
import React, { useState } from "react";
import { useLogin } from "react-admin";
import { SecondFactorSetup } from "./account";
import { SecondFactorStep } from "./auth-provider";
import { staffFetch } from "./http";

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : "Signing in failed. Please try again.";

type Step = "password" | "code" | "setup";

/**
 * The sign-in page (issue 16): "Email", "Password", "Sign in". The server's answer (a wrong password, a
 * lockout) shows in the form and is announced; what was typed stays. With the second factor on, a
 * second form asks for the code (issue 22); when every account must have one and this one has none,
 * the page leads through setting it up.
 */
export function LoginPage() {
  const login = useLogin();
  const [step, setStep] = useState<Step>("password");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  const attempt = async (params: Record<string, unknown>) => {
    setBusy(true);
    setError("");
    try {
      await login(params);
    } catch (failure) {
      if (failure instanceof SecondFactorStep) {
        setPassword("");
        setStep(failure.step === "required" ? "code" : "setup");
      } else {
        setError(messageOf(failure));
      }
      setBusy(false);
    }
  };

  const startOver = async () => {
    // The half-signed-in session ends on the server too.
    await staffFetch<null>("/staff/session", { method: "DELETE" }).catch(() => undefined);
    setCode("");
    setError("");
    setStep("password");
  };

  const submitPassword = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void attempt({ email, password });
  };

  const submitCode = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void attempt({ code });
  };

  const errorBox = (
    <Box role="alert" id="sign-in-error" sx={{ color: "#b3261e", minHeight: "1.5em", my: 1, fontWeight: 600 }}>
      {error}
    </Box>
  );

  return (
    <Box component="main" sx={{ minHeight: "100vh", display: "grid", placeItems: "center", background: "#16214a", p: 2 }}>
      <Paper component="section" aria-labelledby="sign-in-title" sx={{ width: "100%", maxWidth: step === "setup" ? 640 : 400, p: 4 }}>
        <Typography component="h1" variant="h5" id="sign-in-title" sx={{ fontWeight: 700, mb: 1 }}>
          Staff console
        </Typography>
        {step === "password" && (
          <>
            <Typography sx={{ mb: 2 }}>Sign in with your Selenova Digital staff account.</Typography>
            <form onSubmit={submitPassword} noValidate aria-describedby={error ? "sign-in-error" : undefined}>
              <TextField label="Email" name="email" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} required fullWidth margin="normal" variant="outlined" />
              <TextField
                label="Password"
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                required
                fullWidth
                margin="normal"
                variant="outlined"
              />
              {errorBox}
              <Button type="submit" variant="contained" fullWidth disabled={busy} size="large">
                Sign in
              </Button>
            </form>
          </>
        )}
        {step === "code" && (
          <>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              Second factor
            </Typography>
            <Typography id="code-help" sx={{ mb: 1 }}>
              Enter the 6-digit code your authenticator app shows for {email.trim()}, or one of your recovery codes.
            </Typography>
            <form onSubmit={submitCode} noValidate>
              <TextField
                label="Code"
                name="code"
                value={code}
                onChange={(e) => setCode(e.target.value)}
                autoComplete="one-time-code"
                autoFocus
                slotProps={{ htmlInput: { "aria-describedby": "code-help sign-in-error", "aria-invalid": error ? true : undefined } }}
                required
                fullWidth
                margin="normal"
                variant="outlined"
              />
              {errorBox}
              <Button type="submit" variant="contained" fullWidth disabled={busy} size="large">
                Verify
              </Button>
              <Button onClick={startOver} fullWidth sx={{ mt: 1 }}>
                Use another account
              </Button>
            </form>
          </>
        )}
        {step === "setup" && (
          <>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              Set up the second factor
            </Typography>
            <Typography sx={{ mb: 1 }}>
              Every staff account must use a second factor: a 6-digit code from an authenticator app on your phone, asked for at each
              sign-in after your password. Set it up now to continue.
            </Typography>
            <SecondFactorSetup idPrefix="sign-in-setup" onDone={() => void attempt({ afterSetup: true })} />
            {errorBox}
            <Button onClick={startOver} sx={{ mt: 1 }}>
              Sign out
            </Button>
          </>
        )}
      </Paper>
    </Box>
  );
}
