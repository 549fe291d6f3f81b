/** "Not live yet": the content saved since the live build, which the next Publish includes (issue 28 §7). */
import { Box, Typography } from "@mui/material";
import React from "react";
import type { NotLive } from "./api";
import { when } from "./format";

export function NotLiveYet({ notLive }: { notLive: NotLive | null | undefined }) {
  if (!notLive || (notLive.changes.length === 0 && !notLive.unsaved)) return null;
  return (
    <Box component="section" aria-labelledby="site-not-live" sx={{ border: "1px solid #d5d8e0", borderRadius: 1, p: 2, my: 2 }}>
      <Typography component="h2" variant="h6" id="site-not-live">
        Not live yet
      </Typography>
      {notLive.changes.length > 0 && (
        <>
          <Typography>
            {notLive.changes.length === 1 ? "This saved change is" : `These ${notLive.changes.length} saved changes are`} not on the live site yet. The next
            Publish includes {notLive.changes.length === 1 ? "it" : "them"}.
          </Typography>
          <Box component="ul" sx={{ my: 1 }}>
            {notLive.changes.map((change, index) => (
              <li key={index}>
                {change.collections.join(", ")}: changed by {change.author} ({change.authorEmail}) on {when(change.date)}
              </li>
            ))}
          </Box>
        </>
      )}
      {notLive.unsaved && <Typography>Some content files were also changed directly on the server, without the console. The next Publish includes those changes too.</Typography>}
    </Box>
  );
}
