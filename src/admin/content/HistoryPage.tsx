/**
 * A collection's history from the checkout's git log (commits made outside the console too), each entry
 * with what it changed in words (issue 28 §7), and restore: what it would change is shown first, in a
 * confirmation, and only the version that was shown is restored.
 */
import { Alert, Box, Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from "@mui/material";
import React, { useState } from "react";
import { Confirm, Link, Loading, Title, useNotify, usePermissions } from "react-admin";
import { useParams } from "react-router-dom";
import { formatDateTime } from "../shared";
import { contentApi, type HistoryEntry, type RestoreComparison } from "./api";
import { ChangeList } from "./Changes";
import { fieldErrorsOf } from "./errors";
import { messageOf, useCollection, useContentPaths, useHistory, useStored } from "./hooks";
import { Problems } from "./Notices";

const versionOf = (entry: { date: string; author: string }) => `the version of ${formatDateTime(entry.date)} by ${entry.author}`;

function WhatChanged({ entry }: { entry: HistoryEntry }) {
  if (entry.initial) return <>Initial content</>;
  return (
    <>
      {entry.restored && <Typography variant="body2">Restored {versionOf(entry.restored)}:</Typography>}
      {entry.changes ? <ChangeList changes={entry.changes} /> : "This version could not be read."}
    </>
  );
}

export function HistoryPage() {
  const collection = useParams().collection ?? "";
  const paths = useContentPaths();
  const notify = useNotify();
  const stored = useStored();
  const loaded = useCollection(collection);
  const history = useHistory(collection);
  const { permissions } = usePermissions<string>();
  const [restoring, setRestoring] = useState<{ entry: HistoryEntry; comparison: RestoreComparison } | null>(null);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const title = loaded.data?.title ?? collection;

  const ask = async (entry: HistoryEntry) => {
    setBusy(true);
    try {
      setRestoring({ entry, comparison: await contentApi.compare(collection, entry.commit) });
      setProblems([]);
    } catch (error) {
      setProblems(fieldErrorsOf(error)?.map((e) => e.message) ?? [messageOf(error)]);
    } finally {
      setBusy(false);
    }
  };

  const restore = async ({ entry, comparison }: { entry: HistoryEntry; comparison: RestoreComparison }) => {
    setBusy(true);
    try {
      await contentApi.restore(collection, entry.commit, comparison.version);
      stored(await contentApi.load(collection));
      setProblems([]);
      notify(`Restored ${versionOf(entry)}`, { type: "success" });
    } catch (error) {
      setProblems(fieldErrorsOf(error)?.map((e) => e.message) ?? [messageOf(error)]);
    } finally {
      setBusy(false);
      setRestoring(null);
    }
  };

  return (
    <>
      <Title title={`${title}: history`} />
      <Box component="nav" aria-label="Content pages" sx={{ display: "flex", gap: 2, mb: 2 }}>
        <Link to={paths.root}>All content</Link>
        <Link to={paths.collection(collection)}>{title}</Link>
      </Box>
      <Typography sx={{ mb: 2 }}>
        Every change to this collection, newest first, and what it changed. Restoring a version saves it again as a new change; you see what it will
        change before it does.
      </Typography>
      <Problems messages={problems} />
      {history.isLoading && <Loading />}
      {history.error && <Alert severity="error">{messageOf(history.error)}</Alert>}
      {history.data && (
        <TableContainer>
          <Table size="small" aria-label={`History of ${title}`}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">When</TableCell>
                <TableCell scope="col">Who</TableCell>
                <TableCell scope="col">What changed</TableCell>
                <TableCell scope="col">Version</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {history.data.map((entry, index) => (
                <TableRow key={entry.commit}>
                  <TableCell component="th" scope="row">
                    {formatDateTime(entry.date)}
                  </TableCell>
                  <TableCell>{entry.author}</TableCell>
                  <TableCell>
                    <WhatChanged entry={entry} />
                    {permissions === "admin" && (
                      <Box component="details" sx={{ mt: 0.5, fontSize: "0.8rem" }}>
                        <Box component="summary" sx={{ cursor: "pointer" }}>
                          Details
                        </Box>
                        Commit {entry.commit.slice(0, 12)} ({entry.authorEmail}): {entry.message}
                      </Box>
                    )}
                  </TableCell>
                  <TableCell>
                    {index === 0 ? (
                      "Current"
                    ) : (
                      <Button size="small" disabled={busy} onClick={() => void ask(entry)} aria-label={`Restore ${versionOf(entry)}`}>
                        Restore this version
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Confirm
        isOpen={restoring !== null}
        title="Restore this version?"
        content={
          restoring ? (
            <>
              <Typography sx={{ mb: 1 }}>
                {title} goes back to {versionOf(restoring.comparison.restoring)}, saved as a new change. This changes:
              </Typography>
              <ChangeList changes={restoring.comparison.changes} />
            </>
          ) : (
            ""
          )
        }
        confirm="Restore"
        loading={busy}
        onClose={() => setRestoring(null)}
        onConfirm={() => restoring && void restore(restoring)}
      />
    </>
  );
}
