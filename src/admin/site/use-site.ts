/**
 * The Site screen's data: the live and preview builds, the running one and the history, fetched again
 * every 2 seconds while a build is queued or running (and once more when it ends), and a clock for the
 * elapsed time.
 */
import { useCallback, useEffect, useState } from "react";
import { getBuilds, getSite, type BuildPage, type SiteState } from "./api";

const REFRESH_MS = 2000;

export function useSite() {
  const [site, setSite] = useState<SiteState | null>(null);
  const [builds, setBuilds] = useState<BuildPage | null>(null);
  const [page, setPage] = useState(1);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());

  const refresh = useCallback(async () => {
    try {
      const [nextSite, nextBuilds] = await Promise.all([getSite(), getBuilds(page)]);
      setSite(nextSite);
      setBuilds(nextBuilds);
      setLoadError(null);
    } catch (error) {
      setLoadError(error instanceof Error ? error.message : String(error));
    }
  }, [page]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const running = Boolean(site?.current);
  useEffect(() => {
    if (!running) return undefined;
    const poll = setInterval(() => void refresh(), REFRESH_MS);
    const clock = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      clearInterval(poll);
      clearInterval(clock);
    };
  }, [running, refresh]);

  return { site, builds, page, setPage, loadError, now, refresh };
}
