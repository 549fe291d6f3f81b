/**
 * The Staff list's "Privacy requests" column (admin): whether the account may answer privacy requests,
 * and a button to give or take away the `privacy` right (PUT /staff/users/:id/rights; audited by the API).
 * Admins have it with their role.
 */
import { Button } from "@mui/material";
import React, { useState } from "react";
import { useNotify, useRecordContext, useRefresh } from "react-admin";
import { jsonBody, staffFetch } from "../http";

export function PrivacyRightToggle(_: { label?: string }) {
  const record = useRecordContext();
  const refresh = useRefresh();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  if (record.role === "admin") return <span>Yes (admin)</span>;
  const rights = Array.isArray(record.rights) ? (record.rights as string[]) : [];
  const has = rights.includes("privacy");
  const toggle = async () => {
    setBusy(true);
    try {
      const next = has ? rights.filter((right) => right !== "privacy") : [...rights, "privacy"];
      await staffFetch(`/staff/users/${encodeURIComponent(String(record.id))}/rights`, { method: "PUT", body: jsonBody({ rights: next }) });
      notify(has ? `${String(record.email)} no longer answers privacy requests.` : `${String(record.email)} may now answer privacy requests.`, { type: "info" });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : "The right could not be changed.", { type: "error" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <span>{has ? "Yes" : "No"} </span>
      <Button type="button" size="small" variant="outlined" disabled={busy} onClick={() => void toggle()} aria-label={has ? `Take away the privacy right from ${String(record.email)}` : `Give ${String(record.email)} the privacy right`}>
        {has ? "Take away" : "Give"}
      </Button>
    </>
  );
}
