/**
 * The Content screen (issue 24): /admin/content lists the collections; /admin/content/<collection> shows a
 * list's entries (or a single collection's form); /admin/content/<collection>/<index|new> edits one entry;
 * /admin/content/<collection>/history lists its commits with restore.
 */
import { Alert } from "@mui/material";
import React from "react";
import { Loading } from "react-admin";
import { Route, useParams, useSearchParams } from "react-router-dom";
import { CollectionsList } from "./CollectionsList";
import { EntriesList } from "./EntriesList";
import { EntryEditor } from "./EntryEditor";
import { HistoryPage } from "./HistoryPage";
import { messageOf, useCollection } from "./hooks";

function CollectionPage() {
  const collection = useParams().collection ?? "";
  const { data, error, isLoading, refetch } = useCollection(collection);
  if (isLoading) return <Loading />;
  if (error || !data) return <Alert severity="error">{messageOf(error)}</Alert>;
  if (data.single) return <EntryEditor key={collection} loaded={data} target={null} />;
  return <EntriesList loaded={data} onReload={() => void refetch()} />;
}

function EntryPage() {
  const { collection = "", entry = "" } = useParams();
  const [search] = useSearchParams();
  const { data, error, isLoading } = useCollection(collection);
  if (isLoading) return <Loading />;
  if (error || !data) return <Alert severity="error">{messageOf(error)}</Alert>;
  const index = Number(entry);
  const count = Array.isArray(data.data[data.key]) ? (data.data[data.key] as unknown[]).length : 0;
  if (entry !== "new" && (!Number.isInteger(index) || index < 0 || index >= count)) return <Alert severity="error">There is no such entry.</Alert>;
  const copy = search.get("copy");
  return <EntryEditor key={`${collection}/${entry}`} loaded={data} target={entry === "new" ? "new" : index} copyFrom={copy === null ? undefined : Number(copy)} />;
}

export const contentScreen = {
  list: CollectionsList,
  children: [
    <Route key="history" path=":collection/history" element={<HistoryPage />} />,
    <Route key="entry" path=":collection/:entry" element={<EntryPage />} />,
    <Route key="collection" path=":collection" element={<CollectionPage />} />,
  ],
};
