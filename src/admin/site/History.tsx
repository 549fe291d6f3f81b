/** Every build, newest first: who asked, when (IST), its status and how long it took; Roll back or Make live on the others. */
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import React from "react";
import type { Build, BuildPage } from "./api";
import { BuildLogDetails } from "./BuildLog";
import { STATUS_LABELS, askedBy, buildDuration, kindOf, when } from "./format";

export interface HistoryProps {
  builds: BuildPage;
  liveId: number | null;
  now: number;
  busy: boolean;
  onRollBack: (build: Build) => void;
  page: number;
  onPage: (page: number) => void;
  /** Admins see each build's commit under "Details". */
  details?: boolean;
}

const PAGE_SIZE = 25;

/** An earlier build than the live one goes back; a later one (a preview) goes forward. */
const rollBack = (build: Build, liveId: number | null) => liveId !== null && build.id < liveId;

const HIDDEN = { position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)" } as const;

export function History({ builds, liveId, now, busy, onRollBack, page, onPage, details = false }: HistoryProps) {
  const pages = Math.max(1, Math.ceil(builds.total / PAGE_SIZE));
  return (
    <Box component="section" aria-labelledby="site-history" sx={{ mt: 3 }}>
      <Typography component="h2" variant="h6" id="site-history">
        History
      </Typography>
      {builds.items.length === 0 ? (
        <Typography>No builds yet.</Typography>
      ) : (
        <Box sx={{ overflowX: "auto" }}>
          <Table size="small" aria-labelledby="site-history">
            <TableHead>
              <TableRow>
                {["Build", "Kind", "Status", "Asked by", "Asked at", "Took", ""].map((label, i) => (
                  <TableCell key={i} component="th" scope="col">
                    {label || <span style={HIDDEN}>Actions</span>}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {builds.items.map((build) => (
                <TableRow key={build.id}>
                  <TableCell component="th" scope="row">
                    #{build.id}
                  </TableCell>
                  <TableCell>{kindOf(build)}</TableCell>
                  <TableCell>
                    {STATUS_LABELS[build.status]}
                    {build.id === liveId ? " · live" : ""}
                    {build.reusedFrom ? ` (same content as #${build.reusedFrom}, not rebuilt)` : ""}
                    {build.error && <BuildLogDetails build={build} />}
                  </TableCell>
                  <TableCell>{askedBy(build)}</TableCell>
                  <TableCell>{when(build.requestedAt)}</TableCell>
                  <TableCell>{buildDuration(build, now)}</TableCell>
                  <TableCell>
                    {build.status === "succeeded" && build.kept && build.id !== liveId && (
                      <Button size="small" variant="outlined" disabled={busy} onClick={() => onRollBack(build)} aria-label={`${rollBack(build, liveId) ? "Roll back to" : "Make live:"} build ${build.id}`}>
                        {rollBack(build, liveId) ? "Roll back" : "Make live"}
                      </Button>
                    )}
                    {details && build.commit && (
                      <Box component="details" sx={{ mt: 0.5, fontSize: "0.8rem" }}>
                        <Box component="summary" sx={{ cursor: "pointer" }}>
                          Details<span style={HIDDEN}> of build {build.id}</span>
                        </Box>
                        Commit {build.commit.slice(0, 12)}
                        {build.dirty ? ", with changes not committed" : ""}
                      </Box>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {pages > 1 && (
        <Box component="nav" aria-label="History pages" sx={{ display: "flex", gap: 1, alignItems: "center", mt: 1 }}>
          <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Newer
          </Button>
          <Typography>
            Page {page} of {pages}
          </Typography>
          <Button disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Older
          </Button>
        </Box>
      )}
    </Box>
  );
}
