/**
 * THE PLACE FOR THE "Redirect" BUTTON (issue 30, "What visitors did not find"), left empty on purpose:
 * the redirects collection (`data/redirects.json`, edited through the content API) is built on another
 * branch at the same time. Each row of the Not found list renders this component in its Actions cell, beside
 * Remove (NotFoundList.tsx, `RowActions`), inside the row's record context (`useRecordContext()` gives
 * `{id, path, count, firstSeen, lastSeen, referrers}`).
 *
 * What it is to do: ask where the address should lead (a path on this site or an https:// address, and
 * whether the move is permanent), save the redirect `{from: record.path, to, permanent}` as any other
 * content save (a 422 shown in words), then call `removeNotFoundPath(record.path)` from ./api.ts and
 * refresh the list (`useRefresh()`), so the row leaves it.
 */
import React from "react";

export function RedirectButton(): React.ReactElement | null {
  return null;
}
