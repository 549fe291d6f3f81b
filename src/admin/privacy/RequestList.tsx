/** The privacy requests: open ones first, by due date (overdue first, as the API orders them); a status filter. */
import React from "react";
import { Datagrid, FilterForm, Link, List, SelectInput, TextField, TopToolbar, useCreatePath, useRecordContext } from "react-admin";
import { DateTimeText, ListEmpty, ListPagination, StatusText, labelOf } from "../shared";
import { REQUEST_STATUSES, REQUEST_TYPES } from "./labels";

const filters = [
  // The options open inside the page's main landmark (as the lead lists' status filter).
  <SelectInput key="status" source="status" label="Status" choices={REQUEST_STATUSES} emptyText="Any status" alwaysOn slotProps={{ select: { MenuProps: { disablePortal: true } } }} />,
];

/** The requester's email, a link to the request's page (rows are not clickable: keyboard users need a link). */
function EmailLink(_: { label?: string }) {
  const record = useRecordContext();
  const createPath = useCreatePath();
  if (!record) return null;
  return <Link to={createPath({ resource: "privacy-requests", id: record.id, type: "show" })}>{String(record.email || `#${record.id}`)}</Link>;
}

function TypeText(_: { label?: string }) {
  const record = useRecordContext();
  return <span>{labelOf(REQUEST_TYPES, record?.type)}</span>;
}

/** The due date, and "Overdue" in words (not colour alone) when it has passed on an open request. */
function DueText(_: { label?: string }) {
  const record = useRecordContext();
  if (!record?.dueAt) return null;
  return (
    <span>
      <DateTimeText source="dueAt" />
      {record.overdue ? <strong> · Overdue</strong> : null}
    </span>
  );
}

export function PrivacyRequestList() {
  return (
    <List
      title="Privacy requests"
      actions={<TopToolbar><FilterForm filters={filters} /></TopToolbar>}
      perPage={25}
      pagination={<ListPagination />}
      exporter={false}
      empty={<ListEmpty text="No privacy requests yet." />}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <EmailLink label="Email" />
        <TypeText label="Asks for" />
        <StatusText choices={REQUEST_STATUSES} label="Status" />
        <DueText label="Due" />
        <DateTimeText source="createdAt" label="Received" />
        <TextField source="id" label="Number" sortable={false} />
      </Datagrid>
    </List>
  );
}
