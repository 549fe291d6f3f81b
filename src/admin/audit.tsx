/** The audit log (admin only): who did what to which record and when, newest first. */
import React from "react";
import { Datagrid, List, TextField, useRecordContext } from "react-admin";
import { DateTimeText, ListEmpty, ListPagination } from "./shared";

function RecordText(_: { label?: string }) {
  const record = useRecordContext();
  if (!record) return null;
  return <span>{[record.entity, record.entityId].filter((v) => v !== null && v !== undefined && v !== "").join(" #")}</span>;
}

function DetailText(_: { label?: string }) {
  const record = useRecordContext();
  const detail: unknown = record?.detail;
  if (detail === null || detail === undefined || detail === "") return null;
  return <span>{typeof detail === "string" ? detail : JSON.stringify(detail)}</span>;
}

export function AuditList() {
  return (
    <List title="Audit log" actions={false} perPage={25} pagination={<ListPagination />} exporter={false} empty={<ListEmpty text="Nothing has been logged yet." />}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateTimeText source="at" label="When" />
        <TextField source="actorEmail" label="Who" sortable={false} emptyText="(unknown)" />
        <TextField source="action" label="Action" sortable={false} />
        <RecordText label="Record" />
        <DetailText label="Detail" />
      </Datagrid>
    </List>
  );
}
