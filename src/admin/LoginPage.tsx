import { Box, Button, Paper, TextField, Typography } from "@mui/material";
import React, { useState } from "react";
import { useLogin } from "react-admin";

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : "Signing in failed. Please try again.";

/**
 * The sign-in form (issue 16): "Email", "Password", "Sign in". The server's answer (a wrong password, a
 * lockout) shows in the form and is announced; what was typed stays.
 */
export function LoginPage() {
  const login = useLogin();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError("");
    try {
      await login({ email, password });
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  };

  return (
    <Box component="main" sx={{ minHeight: "100vh", display: "grid", placeItems: "center", background: "#16214a", p: 2 }}>
      <Paper component="section" aria-labelledby="sign-in-title" sx={{ width: "100%", maxWidth: 400, p: 4 }}>
        <Typography component="h1" variant="h5" id="sign-in-title" sx={{ fontWeight: 700, mb: 1 }}>
          Staff console
        </Typography>
        <Typography sx={{ mb: 2 }}>Sign in with your Selenova Digital staff account.</Typography>
        <form onSubmit={submit} noValidate aria-describedby={error ? "sign-in-error" : undefined}>
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
            fullWidth
            margin="normal"
            variant="outlined"
          />
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
          <Box role="alert" id="sign-in-error" sx={{ color: "#b3261e", minHeight: "1.5em", my: 1, fontWeight: 600 }}>
            {error}
          </Box>
          <Button type="submit" variant="contained" fullWidth disabled={busy} size="large">
            Sign in
          </Button>
        </form>
      </Paper>
    </Box>
  );
}
