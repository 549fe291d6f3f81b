import { Box, Button as MuiButton, Typography } from "@mui/material";
import React, { useMemo } from "react";
import {
  CreateButton,
  FilterForm,
  Link,
  ListContextProvider,
  Pagination,
  SelectInput,
  TextInput,
  TopToolbar,
  useCreatePath,
  useListContext,
  useRecordContext,
  useResourceContext,
  type RaRecord,
} from "react-admin";
import { useLocation } from "react-router-dom";
import { csvUrl } from "./data-provider";

export interface Choice {
  id: string;
  name: string;
}

export const LEAD_STATUSES: Choice[] = [
  { id: "new", name: "New" },
  { id: "in-progress", name: "In progress" },
  { id: "done", name: "Done" },
  { id: "spam", name: "Spam" },
];

export const JOB_STATUSES: Choice[] = [
  { id: "open", name: "Open" },
  { id: "closed", name: "Closed" },
];

export const POST_STATUSES: Choice[] = [
  { id: "draft", name: "Draft" },
  { id: "published", name: "Published" },
];

const filterInputs = (statuses: Choice[]) => [
  <TextInput key="q" source="q" label="Search" alwaysOn resettable={false} />,
  // The options open inside the page's main landmark (MUI portals them to the end of <body>, outside every landmark).
  <SelectInput key="status" source="status" label="Status" choices={statuses} emptyText="Any status" alwaysOn slotProps={{ select: { MenuProps: { disablePortal: true } } }} />,
];

/**
 * react-admin's filter form applies what was typed half a second later, by navigating to the list's
 * address with the filter. Staff who type a name and open the row that already shows within that
 * half second were sent back to the list (react-admin cancels it only once the list has unmounted,
 * and the record's page renders in a transition first). So a filter is applied only while the
 * browser is still on this list's address; once staff have left it, the late filter is dropped.
 */
function StayingFilterForm({ statuses }: { statuses: Choice[]; context?: string }) {
  const list = useListContext();
  const { pathname } = useLocation();
  const { setFilters } = list;
  const value = useMemo(
    () => ({
      ...list,
      setFilters: (...args: Parameters<typeof setFilters>) => {
        if (!window.location.pathname.replace(/\/+$/, "").endsWith(pathname.replace(/\/+$/, ""))) return;
        setFilters(...args);
      },
    }),
    [list, pathname, setFilters],
  );
  return (
    <ListContextProvider value={value}>
      <FilterForm filters={filterInputs(statuses)} />
    </ListContextProvider>
  );
}

/** Search and a status filter, always shown (no "Add filter" menu to find first). */
export const listFilters = (statuses: Choice[]) => <StayingFilterForm statuses={statuses} />;

/** Pages of 25 (the API's fixed page size): no page-size picker. */
export const ListPagination = () => <Pagination rowsPerPageOptions={[]} />;

/** The server's CSV of the list as filtered now: a real link, so the browser downloads it with the session cookie. */
export function CsvExportLink() {
  const resource = useResourceContext() ?? "";
  const { filterValues } = useListContext();
  return (
    <MuiButton component="a" href={csvUrl(resource, filterValues ?? {})} size="small" variant="outlined">
      Export CSV
    </MuiButton>
  );
}

export function ListActions({ create = false, csv = false }: { create?: boolean; csv?: boolean }) {
  return (
    <TopToolbar>
      {create && <CreateButton label="Create" />}
      {csv && <CsvExportLink />}
    </TopToolbar>
  );
}

/**
 * What a list shows before it has any record (react-admin's default is a pale, out-of-order `h4` that
 * fails contrast): a sentence, and the Create button where the screen creates records.
 */
export function ListEmpty({ text, create = false }: { text: string; create?: boolean }) {
  return (
    <Box sx={{ py: 3 }}>
      <Typography sx={{ mb: 2 }}>{text}</Typography>
      {create && <CreateButton label="Create" variant="contained" />}
    </Box>
  );
}

/** A link to the record's page, named by what the row shows (rows themselves are not clickable: keyboard users need a link). */
export function OpenLink({ text }: { text: (record: RaRecord) => string; label?: string }) {
  const record = useRecordContext();
  const resource = useResourceContext() ?? "";
  const createPath = useCreatePath();
  if (!record) return null;
  return <Link to={createPath({ resource, id: record.id, type: "edit" })}>{text(record) || `#${record.id}`}</Link>;
}

export const fullName = (record: RaRecord): string => `${record.firstName ?? ""} ${record.lastName ?? ""}`.trim();

export const labelOf = (choices: Choice[], id: unknown): string => choices.find((c) => c.id === id)?.name ?? String(id ?? "");

/** A status shown by its label. */
export function StatusText({ choices }: { choices: Choice[]; label?: string }) {
  const record = useRecordContext();
  return <span>{labelOf(choices, record?.status)}</span>;
}

const DATE_TIME = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

export function formatDateTime(value: unknown): string {
  if (typeof value !== "string" || !value) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : `${DATE_TIME.format(date)} IST`;
}

export function DateTimeText({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  return <span>{formatDateTime(record?.[source])}</span>;
}
