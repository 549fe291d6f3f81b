/**
 * An application's retention on its page: when it will be erased, and "Keep longer" (once, by up to 365
 * days, with a reason; HR and admins, audited by the API).
 */
import { Box, Button, TextField, Typography } from "@mui/material";
import React, { useState } from "react";
import { useRecordContext, useRefresh } from "react-admin";
import { HttpError } from "../http";
import { formatDateTime } from "../shared";
import { keepApplicationLonger } from "./api";
import { formatDay } from "./labels";

export const DAYS_MESSAGE = "Enter a whole number of days from 1 to 365.";
export const REASON_MESSAGE = "Say why the application is kept longer.";

type Errors = Partial<Record<"days" | "reason", string>>;

function check(days: string, reason: string): Errors {
  const errors: Errors = {};
  const n = Number(days);
  if (!/^\d+$/.test(days.trim()) || n < 1 || n > 365) errors.days = DAYS_MESSAGE;
  if (!reason.trim()) errors.reason = REASON_MESSAGE;
  return errors;
}

export function KeepLonger() {
  const record = useRecordContext();
  const refresh = useRefresh();
  const [days, setDays] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const kept = typeof record.keptLongerDays === "number" && record.keptLongerDays > 0;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = check(days, reason);
    setErrors(found);
    setMessage(null);
    if (found.days || found.reason) {
      document.getElementById(found.days ? "keep-days" : "keep-reason")?.focus();
      return;
    }
    setBusy(true);
    try {
      const updated = await keepApplicationLonger(record.id, Number(days), reason.trim());
      setMessage({ text: `Kept longer: it is now erased on ${formatDay(updated.erasureDate)}.`, error: false });
      refresh();
    } catch (error) {
      const fields = error instanceof HttpError && error.status === 422 ? ((error.body?.errors ?? {}) as Record<string, unknown>) : null;
      if (fields && (typeof fields.days === "string" || typeof fields.reason === "string")) {
        setErrors({ days: fields.days as string | undefined, reason: fields.reason as string | undefined });
      } else setMessage({ text: error instanceof Error ? error.message : "It could not be kept longer.", error: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="keep-heading" sx={{ p: 2 }}>
      <Typography component="h2" variant="h6" id="keep-heading">
        Keep longer
      </Typography>
      {kept ? (
        <Typography>
          Kept {String(record.keptLongerDays)} days longer{record.keptLongerBy ? ` by ${String(record.keptLongerBy)}` : ""}
          {record.keptLongerAt ? ` on ${formatDateTime(record.keptLongerAt)}` : ""}: {String(record.keptLongerReason ?? "")}. An application is kept longer only once.
        </Typography>
      ) : (
        <Box component="form" noValidate aria-labelledby="keep-heading" onSubmit={(e) => void submit(e)} sx={{ display: "grid", gap: 2, maxWidth: "40rem" }}>
          <Typography>Once, by up to 365 days, with a reason (it is in the audit log).</Typography>
          <TextField id="keep-days" label="Days" value={days} onChange={(e) => setDays(e.target.value)} error={Boolean(errors.days)} helperText={errors.days ?? "1 to 365"} slotProps={{ htmlInput: { inputMode: "numeric" } }} sx={{ maxWidth: "12rem" }} />
          <TextField id="keep-reason" label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} error={Boolean(errors.reason)} helperText={errors.reason ?? " "} multiline minRows={2} slotProps={{ htmlInput: { maxLength: 500 } }} />
          <Box>
            <Button type="submit" variant="outlined" disabled={busy}>
              Keep longer
            </Button>
          </Box>
        </Box>
      )}
      <Typography role="status" sx={{ mt: 1, minHeight: "1.5em", color: message?.error ? "error.main" : undefined }}>
        {message?.text ?? ""}
      </Typography>
    </Box>
  );
}
