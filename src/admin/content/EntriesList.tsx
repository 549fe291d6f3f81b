/**
 * A list collection's entries: title (and thumbnail where entries have an image), open, copy, move up or
 * down, delete after a confirmation. Each change is saved at once as one commit.
 */
import { Alert, Box, Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from "@mui/material";
import React, { useState } from "react";
import { Confirm, Link, Title, useNotify } from "react-admin";
import { contentApi, thumbnailUrl, type Json, type LoadedCollection } from "./api";
import { fieldErrorsOf } from "./errors";
import { messageOf, statusOf, useContentPaths, useStored } from "./hooks";
import { Conflict, Problems } from "./Notices";
import { entryImage, entrySchema, entryTitle, hasImages, plainHelp } from "./schema";

export function EntriesList({ loaded, onReload }: { loaded: LoadedCollection; onReload: () => void }) {
  const paths = useContentPaths();
  const notify = useNotify();
  const stored = useStored();
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<number | null>(null);
  const item = entrySchema(loaded.schema, loaded.key, false);
  const withImages = hasImages(item);
  const entries = (Array.isArray(loaded.data[loaded.key]) ? loaded.data[loaded.key] : []) as Json[];
  const name = (index: number) => entryTitle(entries[index], index);

  const change = async (next: Json[], done: string) => {
    setBusy(true);
    try {
      const data = { ...loaded.data, [loaded.key]: next };
      const saved = await contentApi.save(loaded.collection, data, loaded.version);
      stored({ ...loaded, data, version: saved.version });
      setConflict(null);
      setProblems([]);
      notify(done, { type: "success" });
    } catch (error) {
      if (statusOf(error) === 409) setConflict(messageOf(error));
      else setProblems(fieldErrorsOf(error)?.map((e) => e.message) ?? [messageOf(error)]);
    } finally {
      setBusy(false);
    }
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...entries];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    void change(next, `Moved ${name(index)} ${by < 0 ? "up" : "down"}`);
  };

  return (
    <>
      <Title title={loaded.title} />
      <Box component="nav" aria-label="Content pages" sx={{ display: "flex", gap: 2, mb: 2, flexWrap: "wrap", alignItems: "center" }}>
        <Link to={paths.root}>All content</Link>
        <Link to={paths.history(loaded.collection)}>History</Link>
        <Button component={Link} to={paths.entry(loaded.collection, "new")} variant="contained" size="small">
          Add an entry
        </Button>
      </Box>
      {plainHelp(loaded.schema.description) && <Typography sx={{ mb: 2 }}>{plainHelp(loaded.schema.description)}</Typography>}
      {conflict && <Conflict message={conflict} onReload={onReload} />}
      <Problems messages={problems} />
      {entries.length === 0 && <Alert severity="info">No entries yet.</Alert>}
      <TableContainer>
        <Table size="small" aria-label={loaded.title}>
          <TableHead>
            <TableRow>
              {withImages && <TableCell scope="col">Image</TableCell>}
              <TableCell scope="col">Title</TableCell>
              <TableCell scope="col">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((entry, index) => {
              const image = entryImage(entry, item);
              return (
                <TableRow key={index}>
                  {withImages && (
                    <TableCell sx={{ width: 96 }}>
                      {image && <Box component="img" src={thumbnailUrl(image)} alt="" sx={{ width: 80, height: 60, objectFit: "cover", borderRadius: 0.5, display: "block" }} />}
                    </TableCell>
                  )}
                  <TableCell component="th" scope="row">
                    <Link to={paths.entry(loaded.collection, index)}>{name(index)}</Link>
                  </TableCell>
                  <TableCell>
                    <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
                      <Button size="small" disabled={busy || index === 0} onClick={() => move(index, -1)} aria-label={`Move ${name(index)} up`}>
                        Up
                      </Button>
                      <Button size="small" disabled={busy || index === entries.length - 1} onClick={() => move(index, 1)} aria-label={`Move ${name(index)} down`}>
                        Down
                      </Button>
                      <Button size="small" component={Link} to={paths.entry(loaded.collection, "new", index)} aria-label={`Copy ${name(index)}`}>
                        Copy
                      </Button>
                      <Button size="small" color="error" disabled={busy} onClick={() => setDeleting(index)} aria-label={`Delete ${name(index)}`}>
                        Delete
                      </Button>
                    </Box>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <Confirm
        isOpen={deleting !== null}
        title={deleting === null ? "" : `Delete ${name(deleting)}?`}
        content="It leaves the site at the next publish. History keeps it, so it can be restored."
        confirm="Delete"
        loading={busy}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting === null) return;
          const gone = name(deleting);
          const next = entries.filter((_, i) => i !== deleting);
          setDeleting(null);
          void change(next, `Deleted ${gone}`);
        }}
      />
    </>
  );
}
