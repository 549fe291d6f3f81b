/**
 * The Site screen's data: the live and preview builds, the running one, the history and the build the
 * person last asked for, fetched again every 2 seconds while a build is queued or running (and once more
 * when it ends), and a clock for the elapsed time.
 */
import { useCallback, useEffect, useState } from "react";
import { getBuild, getBuilds, getSite, type Build, type BuildPage, type SiteState } from "./api";

const REFRESH_MS = 2000;

export function useSite() {
  const [site, setSite] = useState<SiteState | null>(null);
  const [builds, setBuilds] = useState<BuildPage | null>(null);
  const [page, setPage] = useState(1);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  /** The build this person queued last, followed to its end. */
  const [followedId, setFollowedId] = useState<number | null>(null);
  const [followed, setFollowed] = useState<Build | null>(null);

  const refresh = useCallback(async () => {
    try {
      const [nextSite, nextBuilds, nextFollowed] = await Promise.all([getSite(), getBuilds(page), followedId === null ? null : getBuild(followedId)]);
      setSite(nextSite);
      setBuilds(nextBuilds);
      setFollowed(nextFollowed);
      setLoadError(null);
    } catch (error) {
      setLoadError(error instanceof Error ? error.message : String(error));
    }
  }, [page, followedId]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const running = Boolean(site?.current) || followed?.status === "queued" || followed?.status === "building";
  useEffect(() => {
    if (!running) return undefined;
    const poll = setInterval(() => void refresh(), REFRESH_MS);
    const clock = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      clearInterval(poll);
      clearInterval(clock);
    };
  }, [running, refresh]);

  const follow = useCallback((build: Build | null) => {
    setFollowedId(build?.id ?? null);
    setFollowed(build);
  }, []);

  return { site, builds, page, setPage, loadError, now, refresh, followed, follow };
}
