/**
 * Enquiries, applications and download requests (issue 16): lists with search, status, pages and CSV;
 * a lead's page shows everything the visitor sent as text (React escapes it: never HTML) and edits
 * only its status and note.
 */
import { Box, Button as MuiButton, Typography } from "@mui/material";
import React from "react";
import {
  Datagrid,
  Edit,
  List,
  RadioButtonGroupInput,
  SaveButton,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  maxLength,
  useRecordContext,
  type RaRecord,
} from "react-admin";
import { resumeUrl, type LeadKind } from "./data-provider";
import { LeadSource } from "./lead-source";
import { NotificationPanel, NotificationText } from "./notification";
import { KeepLonger } from "./privacy/KeepLonger";
import { formatDay } from "./privacy/labels";
import { DateTimeText, LEAD_STATUSES, ListActions, ListEmpty, ListPagination, OpenLink, StatusText, formatDateTime, fullName, listFilters } from "./shared";

interface Detail {
  label: string;
  value: (record: RaRecord) => string;
  /** Long text keeps its line breaks. */
  long?: boolean;
}

const str = (value: unknown): string => (value === null || value === undefined ? "" : String(value));

function fileSize(bytes: unknown): string {
  const n = Number(bytes);
  if (!Number.isFinite(n) || n <= 0) return "";
  return n < 1024 * 1024 ? `${Math.max(1, Math.round(n / 1024))} KB` : `${(n / (1024 * 1024)).toFixed(1)} MB`;
}

const CONTACT: Detail[] = [
  { label: "Name", value: fullName },
  { label: "Email", value: (r) => str(r.email) },
  { label: "Phone number", value: (r) => str(r.phoneNumber) },
];

/** Issue 25: the privacy notice the visitor was shown, and the day the lead is erased. */
const PRIVACY: Detail[] = [
  { label: "Privacy notice", value: (r) => (r.noticeVersion ? `Version ${str(r.noticeVersion)}` : "Not recorded (sent before the notice)") },
  { label: "Erasure date", value: (r) => formatDay(r.erasureDate) },
];

export const LEAD_DETAILS: Record<LeadKind, Detail[]> = {
  enquiries: [...CONTACT, { label: "Message", value: (r) => str(r.message), long: true }, { label: "Received", value: (r) => formatDateTime(r.createdAt) }, ...PRIVACY],
  applications: [
    ...CONTACT,
    { label: "Address", value: (r) => str(r.address), long: true },
    { label: "Opening", value: (r) => [str(r.jobTitle), str(r.jobLocation)].filter(Boolean).join(", ") },
    { label: "About them", value: (r) => str(r.description), long: true },
    { label: "Résumé", value: (r) => [str(r.resumeName), str(r.resumeType), fileSize(r.resumeSize)].filter(Boolean).join(" · ") },
    { label: "Received", value: (r) => formatDateTime(r.createdAt) },
    ...PRIVACY,
  ],
  downloads: [
    ...CONTACT,
    { label: "Case study", value: (r) => str(r.caseStudyTitle || r.caseStudyName) },
    { label: "PDF", value: (r) => str(r.pdf) },
    { label: "Received", value: (r) => formatDateTime(r.createdAt) },
    ...PRIVACY,
  ],
};

/** Everything the visitor sent, as text in a description list. */
export function VisitorDetails({ kind }: { kind: LeadKind }) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box component="section" aria-labelledby="sent-heading" sx={{ width: "100%", mb: 2 }}>
      <Typography component="h2" variant="h6" id="sent-heading">
        What the visitor sent
      </Typography>
      <Box component="dl" sx={{ display: "grid", gridTemplateColumns: { sm: "12rem 1fr" }, gap: 1, m: 0 }}>
        {LEAD_DETAILS[kind].map(({ label, value, long }) => (
          <React.Fragment key={label}>
            <Box component="dt" sx={{ fontWeight: 700 }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0, whiteSpace: long ? "pre-wrap" : undefined, overflowWrap: "anywhere" }}>
              {value(record)}
            </Box>
          </React.Fragment>
        ))}
      </Box>
      {kind === "applications" && (
        <MuiButton component="a" href={resumeUrl(record.id)} variant="outlined" sx={{ mt: 2 }}>
          Download résumé
        </MuiButton>
      )}
    </Box>
  );
}

const TITLES: Record<LeadKind, string> = { enquiries: "Enquiries", applications: "Applications", downloads: "Downloads" };
const SINGULAR: Record<LeadKind, string> = { enquiries: "Enquiry", applications: "Application", downloads: "Download request" };

/** A lead list: name (a link to the lead), email, what it is about, status, its notification and when it came in. */
export function leadList(kind: LeadKind) {
  const about: Record<LeadKind, React.ReactElement> = {
    enquiries: <TextField source="message" label="Message" sortable={false} sx={{ display: "block", maxWidth: "32rem", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }} />,
    applications: <TextField source="jobTitle" label="Opening" sortable={false} />,
    downloads: <TextField source="caseStudyTitle" label="Case study" sortable={false} />,
  };
  function LeadList() {
    return (
      <List title={TITLES[kind]} filters={listFilters(LEAD_STATUSES)} actions={<ListActions csv />} perPage={25} pagination={<ListPagination />} exporter={false} sort={{ field: "createdAt", order: "DESC" }} empty={<ListEmpty text={`No ${TITLES[kind].toLowerCase()} yet.`} />}>
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <OpenLink text={fullName} label="Name" />
          <TextField source="email" label="Email" sortable={false} />
          {about[kind]}
          <StatusText choices={LEAD_STATUSES} label="Status" />
          <NotificationText label="Notification" />
          <DateTimeText source="createdAt" label="Received" />
        </Datagrid>
      </List>
    );
  }
  return LeadList;
}

const LeadToolbar = () => (
  <Toolbar>
    <SaveButton label="Save" alwaysEnable />
  </Toolbar>
);

/**
 * A lead's page: what was sent, where the visitor came from (issue 31), its email notification (admins
 * may send it again), then its status and note (saved at once; a stale copy is refused with 409).
 */
export function leadEdit(kind: LeadKind) {
  function LeadEdit() {
    return (
      <Edit mutationMode="pessimistic" redirect={false} title={<LeadTitle kind={kind} />}>
        <SimpleForm toolbar={<LeadToolbar />}>
          <VisitorDetails kind={kind} />
          <LeadSource />
          <NotificationPanel kind={kind} />
          <RadioButtonGroupInput source="status" label="Status" choices={LEAD_STATUSES} row />
          <TextInput source="note" label="Note" multiline minRows={3} fullWidth validate={maxLength(2000, "The note can be at most 2000 characters.")} helperText="Only staff see this." />
        </SimpleForm>
        {/* Its own form, so outside the lead's (forms do not nest). */}
        {kind === "applications" && <KeepLonger />}
      </Edit>
    );
  }
  return LeadEdit;
}

function LeadTitle({ kind }: { kind: LeadKind }) {
  const record = useRecordContext();
  return <span>{record ? `${SINGULAR[kind]} from ${fullName(record) || record.email}` : SINGULAR[kind]}</span>;
}
