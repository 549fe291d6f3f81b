/**
 * The console's "Site" screen (issue 23), for admin and marketing: what is live, the preview, the build
 * running now (elapsed time and step, refreshed by itself), Preview / Publish, the history with Roll back,
 * and a failed build's own error with the last lines of its log.
 */
import { Box, Button, Link, Typography } from "@mui/material";
import React, { useState } from "react";
import { Title } from "react-admin";
import { staffUrl } from "../http";
import { makeLive, requestBuild, type Build, type BuildTarget } from "./api";
import { BuildError } from "./BuildLog";
import { TARGET_LABELS, buildDuration, shortCommit, when } from "./format";
import { History } from "./History";
import { useSite } from "./use-site";

const CARD = { border: "1px solid #d5d8e0", borderRadius: 1, p: 2, flex: "1 1 280px" } as const;

function Summary({ build, live }: { build: Build; live: boolean }) {
  return (
    <Typography>
      Build #{build.id} · commit {shortCommit(build)}
      <br />
      {live ? `Live since ${when(build.liveAt)}, published by ${build.liveBy ?? build.requestedBy}` : `Built ${when(build.finishedAt)} for ${build.requestedBy}`}
    </Typography>
  );
}

function Progress({ build, now }: { build: Build; now: number }) {
  const what = build.target === "live" ? "Publish" : "Preview";
  return build.status === "queued" ? (
    <>
      {what} build #{build.id} is queued: it starts when the build before it ends.
    </>
  ) : (
    <>
      {what} build #{build.id} is building: {buildDuration(build, now)} so far · {build.step ?? "working"}
    </>
  );
}

export function SiteScreen() {
  const { site, builds, page, setPage, loadError, now, refresh } = useSite();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  const act = async (work: () => Promise<string>) => {
    setBusy(true);
    setMessage(null);
    try {
      setMessage({ text: await work(), error: false });
    } catch (error) {
      setMessage({ text: error instanceof Error ? error.message : String(error), error: true });
    } finally {
      setBusy(false);
      await refresh();
    }
  };
  const build = (target: BuildTarget) =>
    act(async () => {
      const queued = await requestBuild(target);
      return `${TARGET_LABELS[target]} build #${queued.id} is ${queued.status === "queued" ? "queued" : queued.status}.`;
    });
  const rollBack = (target: Build) =>
    act(async () => {
      await makeLive(target.id);
      return `Build #${target.id} is live.`;
    });

  const newest = builds?.items[0];
  return (
    <Box>
      <Title title="Site" />
      {loadError && <Typography role="alert">{loadError}</Typography>}
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
        <Box component="section" aria-labelledby="site-live" sx={CARD}>
          <Typography component="h2" variant="h6" id="site-live">
            Live
          </Typography>
          {site?.live ? <Summary build={site.live} live /> : <Typography>Nothing published from here yet: the live site is the one `npm run build` made.</Typography>}
          {site && (
            <Link href={site.liveUrl} target="_blank" rel="noopener">
              Open the live site
            </Link>
          )}
        </Box>
        <Box component="section" aria-labelledby="site-preview" sx={CARD}>
          <Typography component="h2" variant="h6" id="site-preview">
            Preview
          </Typography>
          {site?.preview ? (
            <>
              <Summary build={site.preview} live={false} />
              {/* The API answers with the preview's address and a fresh link token (the preview is staff-only). */}
              <Link href={staffUrl("/staff/site/preview")} target="_blank" rel="noopener">
                Open the preview
              </Link>
            </>
          ) : (
            <Typography>There is no preview yet.</Typography>
          )}
        </Box>
      </Box>
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", my: 2 }}>
        <Button variant="outlined" disabled={busy} onClick={() => void build("preview")}>
          Preview
        </Button>
        <Button variant="contained" disabled={busy} onClick={() => void build("live")}>
          Publish
        </Button>
      </Box>
      <Box role="status" aria-live="polite" sx={{ minHeight: "1.5em" }}>
        {site?.current ? <Progress build={site.current} now={now} /> : null}
      </Box>
      {message && (
        <Typography role={message.error ? "alert" : "status"} sx={{ color: message.error ? "#8a0017" : "inherit", my: 1 }}>
          {message.text}
        </Typography>
      )}
      {newest && newest.error && <BuildError build={newest} />}
      {builds && <History builds={builds} liveId={site?.live?.id ?? null} now={now} busy={busy} onRollBack={(b) => void rollBack(b)} page={page} onPage={setPage} />}
    </Box>
  );
}
