/**
 * The console's "Site" screen (issue 23), for admin and marketing: what is live, the preview, what is not
 * live yet, one status line for the build asked for or running now, Preview / Publish, the history with
 * Roll back (after a confirmation naming both builds), and a failed build's own error with its log.
 */
import { Box, Button, Link, Typography } from "@mui/material";
import React, { useState } from "react";
import { Confirm, Title, usePermissions } from "react-admin";
import { staffUrl } from "../http";
import { makeLive, requestBuild, type Build, type BuildTarget } from "./api";
import { BuildError } from "./BuildLog";
import { buildName, liveQuestion, wentLiveBy, when } from "./format";
import { History } from "./History";
import { NotLiveYet } from "./NotLive";
import { statusSentence } from "./status";
import { useSite } from "./use-site";

const CARD = { border: "1px solid #d5d8e0", borderRadius: 1, p: 2, flex: "1 1 280px" } as const;

function Summary({ build, live }: { build: Build; live: boolean }) {
  if (build.firstSite) return <Typography>The site as first deployed (build #{build.id}), live since {when(build.liveAt)}</Typography>;
  return (
    <Typography>
      Build #{build.id}
      <br />
      {live ? `Live since ${when(build.liveAt)}, ${wentLiveBy(build)}` : `Built ${when(build.finishedAt)} ${build.refresh ? "after" : "for"} ${build.requestedBy}`}
    </Typography>
  );
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function SiteScreen() {
  const { site, builds, page, setPage, loadError, now, refresh, followed, follow } = useSite();
  const { permissions } = usePermissions<string>();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [asking, setAsking] = useState<Build | null>(null);

  const act = async (work: () => Promise<string | null>) => {
    setBusy(true);
    setMessage(null);
    try {
      const text = await work();
      if (text) setMessage({ text, error: false });
    } catch (error) {
      setMessage({ text: error instanceof Error ? error.message : String(error), error: true });
    } finally {
      setBusy(false);
      await refresh();
    }
  };
  const build = (target: BuildTarget) =>
    act(async () => {
      follow(await requestBuild(target));
      return null;
    });
  const goLive = (target: Build) => {
    const before = site?.live ?? null;
    setAsking(null);
    return act(async () => {
      follow(null);
      await makeLive(target.id);
      return `${capital(buildName(target))} is live${before ? ` instead of ${buildName(before)}` : ""}.`;
    });
  };

  const pointers = { liveId: site?.live?.id ?? null, previewId: site?.preview?.id ?? null };
  // The build this person asked for while it runs or once it ended; else whatever runs now.
  const shown = followed && (followed.status === "queued" || followed.status === "building" || !site?.current) ? followed : (site?.current ?? null);
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
          {site?.live ? <Summary build={site.live} live /> : <Typography>Nothing has been published from the console yet.</Typography>}
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
      <NotLiveYet notLive={site?.notLive} />
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", my: 2 }}>
        <Button variant="outlined" disabled={busy} onClick={() => void build("preview")}>
          Preview
        </Button>
        <Button variant="contained" disabled={busy} onClick={() => void build("live")}>
          Publish
        </Button>
      </Box>
      <Box role="status" aria-live="polite" sx={{ minHeight: "1.5em" }}>
        {message && !message.error ? message.text : shown ? statusSentence(shown, pointers, now) : null}
      </Box>
      {message?.error && (
        <Typography role="alert" sx={{ color: "#8a0017", my: 1 }}>
          {message.text}
        </Typography>
      )}
      {newest && newest.error && <BuildError build={newest} />}
      {builds && (
        <History builds={builds} liveId={pointers.liveId} now={now} busy={busy} onRollBack={setAsking} page={page} onPage={setPage} details={permissions === "admin"} />
      )}
      <Confirm
        isOpen={asking !== null}
        title={asking && pointers.liveId !== null && asking.id < pointers.liveId ? "Roll back the live site?" : "Make this build live?"}
        content={asking ? liveQuestion(asking, site?.live ?? null) : ""}
        confirm={asking && pointers.liveId !== null && asking.id < pointers.liveId ? "Roll back" : "Make live"}
        loading={busy}
        onClose={() => setAsking(null)}
        onConfirm={() => asking && void goLive(asking)}
      />
    </Box>
  );
}
