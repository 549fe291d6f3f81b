/**
 * One privacy request: what was asked, the data held for that address (as text), Export (ZIP), Erase (after
 * a confirmation that says how many records go) and closing it as done or refused with a note.
 */
import { Box, Button, Typography } from "@mui/material";
import React, { useCallback, useEffect, useState } from "react";
import { Show, useRecordContext, useRefresh, type RaRecord } from "react-admin";
import { LEAD_KINDS, type LeadKind } from "../data-provider";
import { formatDateTime, labelOf } from "../shared";
import { exportUrl, fetchHeldData, type HeldData as Held } from "./api";
import { CloseForm } from "./CloseForm";
import { EraseButton } from "./EraseDialog";
import { HeldData } from "./HeldData";
import { REQUEST_STATUSES, REQUEST_TYPES, countsPhrase } from "./labels";

const str = (value: unknown): string => (value === null || value === undefined ? "" : String(value));

function requestDetails(record: RaRecord): [string, string][] {
  return [
    ["Email", str(record.email)],
    ["Asks for", labelOf(REQUEST_TYPES, record.type)],
    ["Details", str(record.details) || "(none)"],
    ["Status", labelOf(REQUEST_STATUSES, record.status) + (record.overdue ? " · Overdue" : "")],
    ["Received", formatDateTime(record.createdAt)],
    ["Confirmed", formatDateTime(record.confirmedAt) || "Not yet"],
    ["Due", formatDateTime(record.dueAt)],
    ["Closed", formatDateTime(record.closedAt)],
    ["Note", str(record.note)],
    ["Data erased", formatDateTime(record.erasedAt)],
  ].filter(([, value]) => value !== "") as [string, string][];
}

const countsOf = (data: Held): Record<LeadKind, number> =>
  Object.fromEntries(LEAD_KINDS.map((kind) => [kind, (data[kind] ?? []).length])) as Record<LeadKind, number>;

/** The request page's body (exported for its test). */
export function RequestView() {
  const record = useRecordContext();
  const refresh = useRefresh();
  const [held, setHeld] = useState<Held | null>(null);
  const [heldProblem, setHeldProblem] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const id = record?.id;
  const confirmed = record ? record.status !== "unconfirmed" : false;
  const open = record?.status === "open";

  const load = useCallback(() => {
    if (id === undefined) return;
    fetchHeldData(id).then(
      (data) => {
        setHeld(data);
        setHeldProblem(null);
      },
      (error: unknown) => setHeldProblem(error instanceof Error ? error.message : "The data could not be read."),
    );
  }, [id]);

  useEffect(() => {
    if (confirmed) load();
  }, [confirmed, load]);

  if (!record || id === undefined) return null;
  const email = str(record.email);

  return (
    <Box sx={{ p: 2 }}>
      <Box component="section" aria-labelledby="request-heading" sx={{ mb: 3 }}>
        <Typography component="h2" variant="h6" id="request-heading">
          The request
        </Typography>
        <Box component="dl" sx={{ display: "grid", gridTemplateColumns: { sm: "12rem 1fr" }, gap: 1, m: 0 }}>
          {requestDetails(record).map(([label, value]) => (
            <React.Fragment key={label}>
              <Box component="dt" sx={{ fontWeight: 700 }}>
                {label}
              </Box>
              <Box component="dd" sx={{ m: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                {value}
              </Box>
            </React.Fragment>
          ))}
        </Box>
      </Box>
      <Box component="section" aria-labelledby="held-heading" sx={{ mb: 3 }}>
        <Typography component="h2" variant="h6" id="held-heading">
          Data held for this address
        </Typography>
        {!confirmed && <Typography>The requester has not confirmed the request yet, so its data cannot be shown, exported or erased.</Typography>}
        {heldProblem && <Typography color="error">{heldProblem}</Typography>}
        {confirmed && !held && !heldProblem && <Typography>Reading…</Typography>}
        {held && (
          <>
            <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", my: 2 }}>
              <Button component="a" href={exportUrl(id)} variant="outlined">
                Export (ZIP)
              </Button>
              {open && (
                <EraseButton
                  id={id}
                  email={email}
                  counts={countsOf(held)}
                  quotes={held.quotedElsewhere ?? []}
                  onErased={(erased) => {
                    setMessage({ text: `Erased ${countsPhrase(erased)}.`, error: false });
                    load();
                    refresh();
                  }}
                  onError={(text) => setMessage({ text, error: true })}
                />
              )}
            </Box>
            <HeldData data={held} />
          </>
        )}
        <Typography role="status" sx={{ minHeight: "1.5em", color: message?.error ? "error.main" : undefined }}>
          {message?.text ?? ""}
        </Typography>
      </Box>
      {open && (
        <CloseForm
          id={id}
          onClosed={(closed) => {
            setMessage({ text: `The request is closed as ${labelOf(REQUEST_STATUSES, closed.status).toLowerCase()}; the requester is mailed.`, error: false });
            refresh();
          }}
        />
      )}
    </Box>
  );
}

function RequestTitle() {
  const record = useRecordContext();
  return <span>{record ? `Privacy request #${record.id} from ${str(record.email)}` : "Privacy request"}</span>;
}

export function PrivacyRequestShow() {
  return (
    <Show title={<RequestTitle />} actions={false}>
      <RequestView />
    </Show>
  );
}
