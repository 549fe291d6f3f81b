/** A collection's history from the checkout's git log (commits made outside the console too), with restore. */
import { Alert, Box, Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from "@mui/material";
import React, { useState } from "react";
import { Confirm, Link, Loading, Title, useNotify } from "react-admin";
import { useParams } from "react-router-dom";
import { formatDateTime } from "../shared";
import { contentApi, type HistoryEntry } from "./api";
import { fieldErrorsOf } from "./errors";
import { messageOf, useCollection, useContentPaths, useHistory, useStored } from "./hooks";
import { Problems } from "./Notices";

export function HistoryPage() {
  const collection = useParams().collection ?? "";
  const paths = useContentPaths();
  const notify = useNotify();
  const stored = useStored();
  const loaded = useCollection(collection);
  const history = useHistory(collection);
  const [restoring, setRestoring] = useState<HistoryEntry | null>(null);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const title = loaded.data?.title ?? collection;

  const restore = async (entry: HistoryEntry) => {
    setBusy(true);
    try {
      await contentApi.restore(collection, entry.commit);
      stored(await contentApi.load(collection));
      setProblems([]);
      notify(`Restored the version of ${formatDateTime(entry.date)}`, { type: "success" });
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
      <Typography sx={{ mb: 2 }}>Every change to this collection, newest first. Restoring a version saves it again as a new change.</Typography>
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
                <TableCell scope="col">Change</TableCell>
                <TableCell scope="col">Version</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {history.data.map((entry, index) => (
                <TableRow key={entry.commit}>
                  <TableCell>{formatDateTime(entry.date)}</TableCell>
                  <TableCell>{entry.author}</TableCell>
                  <TableCell component="th" scope="row">
                    {entry.message}
                  </TableCell>
                  <TableCell>
                    {index === 0 ? (
                      "Current"
                    ) : (
                      <Button size="small" disabled={busy} onClick={() => setRestoring(entry)} aria-label={`Restore this version: ${entry.message}`}>
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
        content={restoring ? `${title} goes back to the version of ${formatDateTime(restoring.date)} (${restoring.message}), saved as a new change.` : ""}
        confirm="Restore"
        loading={busy}
        onClose={() => setRestoring(null)}
        onConfirm={() => restoring && void restore(restoring)}
      />
    </>
  );
}
