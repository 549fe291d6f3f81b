/** The dashboard's figures for a range: loading, the answer, or the failure in words; asks again when the range changes. */
import { useCallback, useEffect, useState } from "react";
import { getAnalytics, type AnalyticsDashboard } from "./api";
import type { Range } from "./range";

export function useAnalytics(range: Range) {
  const [data, setData] = useState<AnalyticsDashboard | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setLoading(true);
    setError(null);
    getAnalytics(range.from, range.to)
      .then((answer) => {
        if (current) setData(answer);
      })
      .catch((failure: unknown) => {
        if (current) setError(failure instanceof Error ? failure.message : String(failure));
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [range.from, range.to, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, error, loading, retry };
}
