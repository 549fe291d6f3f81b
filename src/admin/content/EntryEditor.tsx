/**
 * Editing one entry of a list collection (or the one object of a single collection): the generated form,
 * saved as the whole file with this entry replaced (or added), so the API checks and commits it as one
 * change. A refused save keeps everything typed and shows each message beside its field; a stale one
 * offers to reload, saying who changed the file.
 */
import { Box, Button, Typography } from "@mui/material";
import type { ErrorSchema } from "@rjsf/utils";
import React, { useMemo, useState } from "react";
import { Link, Title, useNotify, usePermissions } from "react-admin";
import { useNavigate } from "react-router-dom";
import { contentApi, type Json, type LoadedCollection } from "./api";
import { errorsFor, fieldErrorsOf } from "./errors";
import { messageOf, statusOf, useContentPaths, useStored } from "./hooks";
import { Conflict, Problems } from "./Notices";
import { entrySchema, entryTitle, prune } from "./schema";
import { SchemaForm } from "./SchemaForm";
import { entrySeoTexts, hasSeo, seoWarningsUi } from "../seo/entry-seo";
import { SeoPanel, WithSeoPanel } from "../seo/SeoPanel";

export interface EntryEditorProps {
  loaded: LoadedCollection;
  /** The entry's index, "new" to add one, or null for a single collection's object. */
  target: number | "new" | null;
  /** With "new": the index of the entry to start from. */
  copyFrom?: number;
}

const listOf = (data: Json, key: string): Json[] => (Array.isArray(data[key]) ? (data[key] as Json[]) : []);

function startingValue({ loaded, target, copyFrom }: EntryEditorProps): Json {
  if (target === null) return (loaded.data[loaded.key] as Json) ?? {};
  const list = listOf(loaded.data, loaded.key);
  if (target === "new") return copyFrom !== undefined && list[copyFrom] ? (JSON.parse(JSON.stringify(list[copyFrom])) as Json) : {};
  return list[target] ?? {};
}

export function EntryEditor(props: EntryEditorProps) {
  const { loaded, target } = props;
  const paths = useContentPaths();
  const navigate = useNavigate();
  const notify = useNotify();
  const stored = useStored();
  const schema = useMemo(() => entrySchema(loaded.schema, loaded.key, loaded.single), [loaded.schema, loaded.key, loaded.single]);
  const [file, setFile] = useState({ data: loaded.data, version: loaded.version });
  const [formData, setFormData] = useState<Json>(() => startingValue(props));
  const [errors, setErrors] = useState<ErrorSchema>({});
  const [problems, setProblems] = useState<string[]>([]);
  const [conflict, setConflict] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const [saving, setSaving] = useState(false);
  /** The commit a save made: shown to admins only, under a disclosure. */
  const [commit, setCommit] = useState<string | null>(null);
  const { permissions } = usePermissions<string>();
  const saved = `${savedWord(loaded, schema)} saved`;
  // Issue 30: an entry with SEO fields gets the search and share previews beside its form.
  const seo = useMemo(() => (hasSeo(schema) ? entrySeoTexts(loaded.collection, formData) : null), [schema, loaded.collection, formData]);
  const seoUi = useMemo(() => (seo ? seoWarningsUi(seo) : undefined), [seo]);

  const list = listOf(file.data, loaded.key);
  const index = target === "new" ? list.length : target;
  const heading =
    target === null ? loaded.title : target === "new" ? `${loaded.title}: new entry` : `${loaded.title}: ${entryTitle(list[target], target)}`;

  const save = async (value: Json) => {
    setFormData(value);
    const entry = prune(value, schema) as Json;
    const next =
      index === null
        ? { ...file.data, [loaded.key]: entry }
        : { ...file.data, [loaded.key]: target === "new" ? [...list, entry] : list.map((item, i) => (i === index ? entry : item)) };
    setSaving(true);
    setStatus("Saving…");
    setCommit(null);
    try {
      const result = await contentApi.save(loaded.collection, next, file.version);
      setFile({ data: next, version: result.version });
      setErrors({});
      setProblems([]);
      setConflict(null);
      setStatus(`${saved}. Publish the site to show it to visitors.`);
      setCommit(result.commit);
      stored({ ...loaded, data: next, version: result.version });
      notify(saved, { type: "success" });
      if (target === "new" && index !== null) navigate(paths.entry(loaded.collection, index), { replace: true });
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors) {
        const split = errorsFor(fieldErrors, index === null ? `/${loaded.key}` : `/${loaded.key}/${index}`);
        setErrors(split.schema);
        setProblems(split.other.map((e) => e.message));
        setStatus(`Not saved: ${fieldErrors.length === 1 ? "one problem" : `${fieldErrors.length} problems`} to correct.`);
      } else if (statusOf(error) === 409) {
        setConflict(messageOf(error));
        setStatus("Not saved.");
      } else {
        setProblems([messageOf(error)]);
        setStatus("Not saved.");
      }
    } finally {
      setSaving(false);
    }
  };

  const reload = async () => {
    try {
      const fresh = await contentApi.load(loaded.collection);
      stored(fresh);
      setFile({ data: fresh.data, version: fresh.version });
      setFormData(startingValue({ ...props, loaded: fresh }));
      setConflict(null);
      setErrors({});
      setProblems([]);
      setStatus("Reloaded the saved version.");
    } catch (error) {
      setProblems([messageOf(error)]);
    }
  };

  return (
    <Box sx={{ maxWidth: seo ? 1320 : 960 }}>
      <Title title={heading} />
      <Box component="nav" aria-label="Content pages" sx={{ display: "flex", gap: 2, mb: 2, flexWrap: "wrap" }}>
        <Link to={paths.root}>All content</Link>
        {target !== null && <Link to={paths.collection(loaded.collection)}>{`All ${loaded.title.toLowerCase()}`}</Link>}
        <Link to={paths.history(loaded.collection)}>History</Link>
      </Box>
      {conflict && <Conflict message={conflict} onReload={() => void reload()} />}
      <Problems messages={problems} />
      <WithSeoPanel panel={seo && <SeoPanel {...seo} />}>
        <SchemaForm
          schema={schema}
          formData={formData}
          onChange={setFormData}
          onSubmit={(value) => void save(value)}
          errors={errors}
          context={{ collection: loaded.collection, industries: industriesOf(loaded) }}
          disabled={saving}
          extraUi={seoUi}
        >
          <Box sx={{ display: "flex", gap: 2, alignItems: "center", mt: 2, position: "sticky", bottom: 0, zIndex: 2, background: "#f5f6f9", borderTop: "1px solid #d5d8e0", py: 1 }}>
            <Button type="submit" variant="contained" disabled={saving}>
              Save
            </Button>
            <Typography role="status">{status}</Typography>
            {permissions === "admin" && commit && (
              <Box component="details" sx={{ fontSize: "0.875rem" }}>
                <summary>Technical details (admins)</summary>
                Saved as commit {commit.slice(0, 7)}.
              </Box>
            )}
          </Box>
        </SchemaForm>
      </WithSeoPanel>
    </Box>
  );
}

/** What one save is called: the entry's kind ("Case study") for a list, the collection ("Site facts") for one object. */
function savedWord(loaded: LoadedCollection, schema: Json): string {
  if (!loaded.single && typeof schema.title === "string" && schema.title.trim()) return schema.title.trim();
  return loaded.title;
}

/** For client logos: the industries an uploaded logo can be filed under. */
function industriesOf(loaded: LoadedCollection): string[] | undefined {
  if (loaded.collection !== "clients") return undefined;
  const categories = (loaded.data.clients as { categories?: unknown } | undefined)?.categories;
  return Array.isArray(categories) ? (categories as string[]) : undefined;
}
