/** The Content screen: every data collection by its title, with its number of entries and its last change. */
import { Alert, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from "@mui/material";
import React from "react";
import { Link, Loading, Title } from "react-admin";
import { formatDateTime } from "../shared";
import { messageOf, useCollections, useContentPaths } from "./hooks";

export function CollectionsList() {
  const { data, error, isLoading } = useCollections();
  const paths = useContentPaths();
  return (
    <>
      <Title title="Content" />
      <Typography sx={{ mb: 2 }}>
        Everything the site shows besides jobs and blog posts. Each save is kept in the history, so it can be restored; visitors see it once
        the site is published.
      </Typography>
      {isLoading && <Loading />}
      {error && <Alert severity="error">{messageOf(error)}</Alert>}
      {data && (
        <TableContainer>
          <Table size="small" aria-label="Collections">
            <TableHead>
              <TableRow>
                <TableCell scope="col">Collection</TableCell>
                <TableCell scope="col" align="right">
                  Entries
                </TableCell>
                <TableCell scope="col">Last change</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((item) => (
                <TableRow key={item.collection}>
                  <TableCell component="th" scope="row">
                    <Link to={paths.collection(item.collection)}>{item.title}</Link>
                  </TableCell>
                  <TableCell align="right">{item.single ? "one page of settings" : item.entries}</TableCell>
                  <TableCell>{item.changedAt ? `${item.changedBy ?? "someone"}, ${formatDateTime(item.changedAt)}` : "not changed since the site was set up"}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
