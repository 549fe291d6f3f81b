/**
 * Other people's records that mention the person (their email, phone or full name in a message, a
 * description, an address or a staff note): listed in the erase dialog, each a link to its page, so
 * that staff decide what to do with them. Erasing this person leaves them as they are.
 */
import { Box, Typography } from "@mui/material";
import React from "react";
import { Link, useCreatePath } from "react-admin";
import type { LeadKind } from "../data-provider";
import type { Quote } from "./api";
import { KIND_WORDS } from "./labels";

const FIELD_WORDS: Record<string, string> = { message: "message", note: "staff note", description: "description", address: "address" };

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export function QuotedElsewhere({ quotes }: { quotes: readonly Quote[] }) {
  const createPath = useCreatePath();
  if (quotes.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="quoted-heading" sx={{ mt: 2 }}>
      <Typography component="h3" variant="subtitle1" id="quoted-heading" sx={{ fontWeight: 700 }}>
        Other people&apos;s records that mention this person ({quotes.length})
      </Typography>
      <Typography sx={{ mb: 1 }}>
        These belong to someone else, so erasing does not change them. Open each one to decide whether to edit the text or
        erase it too.
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {quotes.map((quote) => (
          <Box component="li" key={`${quote.kind}-${quote.id}-${quote.field}`} sx={{ mb: 1 }}>
            <Link to={createPath({ resource: quote.kind, id: quote.id, type: "edit" })}>
              {capital(KIND_WORDS[quote.kind as LeadKind]?.[0] ?? quote.kind)} #{quote.id}, {FIELD_WORDS[quote.field] ?? quote.field}
            </Link>
            <Box component="q" sx={{ display: "block", whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {quote.excerpt}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
