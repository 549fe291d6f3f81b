/**
 * Openings (issue 16): list, create, edit, preview, open or close, delete after a confirmation; an optional
 * closing date (issue 29) after which the job closes by itself.
 */
import { Box, TextField as MuiTextField } from "@mui/material";
import React, { useId } from "react";
import {
  Create,
  Datagrid,
  DeleteButton,
  Edit,
  List,
  RadioButtonGroupInput,
  SaveButton,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  required,
  useInput,
  useRecordContext,
} from "react-admin";
import { PreviewButton } from "./PreviewButton";
import { formatDay } from "./privacy/labels";
import { RichTextInput } from "./RichTextInput";
import { DateTimeText, JOB_STATUSES, ListActions, ListEmpty, ListPagination, OpenLink, StatusText, listFilters } from "./shared";

export const JOB_TYPES = ["Full Time", "Part Time", "Contract"] as const;

const asTypes = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []);

/** `job_types`: the first is the kind of contract, the rest are industries ("IT, Marketing"). */
export function JobTypesInput() {
  const id = useId();
  const { field, fieldState } = useInput({
    source: "job_types",
    defaultValue: ["Full Time"],
    validate: (value: unknown) => (JOB_TYPES.includes(asTypes(value)[0] as (typeof JOB_TYPES)[number]) ? undefined : "Choose Full Time, Part Time or Contract."),
  });
  const types = asTypes(field.value);
  const industries = types.slice(1).join(", ");
  const setIndustries = (text: string) =>
    field.onChange([types[0] ?? "Full Time", ...text.split(",").map((s) => s.trim()).filter((s, i, all) => s !== "" || i === all.length - 1)]);
  return (
    <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", width: "100%", mb: 2 }}>
      <MuiTextField
        select
        id={`${id}-type`}
        label="Job type"
        value={types[0] ?? "Full Time"}
        onChange={(e) => field.onChange([e.target.value, ...types.slice(1)])}
        slotProps={{ select: { native: true } }}
        error={Boolean(fieldState.error)}
        helperText={fieldState.error?.message ?? " "}
        sx={{ minWidth: 200 }}
      >
        {JOB_TYPES.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </MuiTextField>
      <MuiTextField
        id={`${id}-industries`}
        label="Industries"
        value={industries}
        onChange={(e) => setIndustries(e.target.value)}
        onBlur={() => field.onChange(types.filter((t, i) => i === 0 || t !== ""))}
        helperText="Separated by commas, e.g. IT, Marketing"
        sx={{ flex: 1, minWidth: 240 }}
      />
    </Box>
  );
}

const previewJob = (values: Record<string, unknown>) => ({
  title: String(values.job_title ?? ""),
  meta: [values.location, values.experience, asTypes(values.job_types).join(", ")].filter(Boolean).join(" · "),
  sections: [
    { heading: "On the card", html: String(values.job_details ?? "") },
    { heading: "In the application dialog", html: String(values.job_html ?? "") },
  ],
});

/** What the closing date does, under its input. */
export const CLOSING_HINT =
  "The job closes by itself at the end of this day, India time (midnight IST), and leaves /career. A date that has passed closes it when you save. Leave empty to keep it open until you close it.";

/**
 * `closesAt`: a plain date field (YYYY-MM-DD), empty for none. Its own MUI field rather than react-admin's
 * DateInput, which hands MUI 9 props it no longer takes.
 */
export function ClosingDateInput() {
  const id = useId();
  const { field, fieldState } = useInput({
    source: "closesAt",
    format: (value: unknown) => (typeof value === "string" ? value : ""),
    parse: (value: string) => value || null,
  });
  return (
    <MuiTextField
      id={id}
      type="date"
      label="Closing date"
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? CLOSING_HINT}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ mb: 2, maxWidth: 640 }}
    />
  );
}

/** The list's closing date: "31 Mar 2026", or "None". */
function ClosesText(_props: { label?: string }) {
  const record = useRecordContext();
  return <span>{record?.closesAt ? formatDay(record.closesAt) : "None"}</span>;
}

function JobFields() {
  return (
    <>
      <TextInput source="job_title" label="Job title" validate={required("Enter the job title.")} fullWidth />
      <TextInput source="location" label="Location" validate={required("Enter the location.")} fullWidth />
      <TextInput source="experience" label="Experience" validate={required("Enter the experience needed, e.g. 2-4 years.")} fullWidth />
      <JobTypesInput />
      <RichTextInput source="job_details" label="Summary (on the job card)" validate={required("Enter a summary.")} />
      <RichTextInput source="job_html" label="Details (in the application dialog)" validate={required("Enter the details.")} />
      <RadioButtonGroupInput source="status" label="Status" choices={JOB_STATUSES} row helperText="Open jobs show on the site's Careers page as soon as they are saved." />
      <ClosingDateInput />
    </>
  );
}

const JobToolbar = ({ deletable }: { deletable: boolean }) => (
  <Toolbar sx={{ gap: 1 }}>
    <SaveButton label="Save" alwaysEnable />
    <PreviewButton render={previewJob} />
    <Box sx={{ flex: 1 }} />
    {deletable && <DeleteButton mutationMode="pessimistic" label="Delete" confirmTitle="Delete this job?" confirmContent="Its applications are kept. This cannot be undone." />}
  </Toolbar>
);

export function JobList() {
  return (
    <List title="Jobs" filters={listFilters(JOB_STATUSES)} actions={<ListActions create />} perPage={25} pagination={<ListPagination />} exporter={false} empty={<ListEmpty text="No jobs yet." create />}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <OpenLink text={(r) => String(r.job_title ?? "")} label="Job title" />
        <TextField source="location" label="Location" sortable={false} />
        <TextField source="experience" label="Experience" sortable={false} />
        <StatusText choices={JOB_STATUSES} label="Status" />
        <ClosesText label="Closing date" />
        <DateTimeText source="updatedAt" label="Updated" />
      </Datagrid>
    </List>
  );
}

function JobTitle() {
  const record = useRecordContext();
  return <span>{record ? `Job: ${record.job_title}` : "Job"}</span>;
}

export function JobEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={false} title={<JobTitle />}>
      <SimpleForm toolbar={<JobToolbar deletable />}>
        <JobFields />
      </SimpleForm>
    </Edit>
  );
}

export function JobCreate() {
  return (
    <Create title="New job" redirect="edit">
      <SimpleForm toolbar={<JobToolbar deletable={false} />} defaultValues={{ status: "open", job_types: ["Full Time"], job_details: "", job_html: "", closesAt: null }}>
        <JobFields />
      </SimpleForm>
    </Create>
  );
}
