/** How the page shows when shared (issue 30): the share image, the site's host, og:title and og:description. */
import { Box, Typography } from "@mui/material";
import React, { useId } from "react";
import { pageTitle } from "../../../shared/seo";
import { SITE_NAME, type SeoTexts } from "./texts";

/** The site's default share image (src/components/seo/Seo.tsx's DEFAULT_SHARE_IMAGE), on the site that serves the console. */
export const DEFAULT_SHARE_IMAGE = "/og-default.jpg";

const clamp = (lines: number) => ({ display: "-webkit-box", WebkitLineClamp: lines, WebkitBoxOrient: "vertical", overflow: "hidden" }) as const;

export function SocialPreview({ title, description, image }: SeoTexts) {
  const id = useId();
  const host = typeof window === "undefined" ? "" : window.location.host;
  return (
    <Box component="section" aria-labelledby={id} sx={{ border: "1px solid #d5d8e0", borderRadius: 1, p: 2, background: "#ffffff" }}>
      <Typography id={id} component="h2" sx={{ fontSize: "1rem", fontWeight: 700, mb: 1 }}>
        Social card preview
      </Typography>
      <Box sx={{ border: "1px solid #d5d8e0", borderRadius: 1, overflow: "hidden" }}>
        <Box component="img" src={image ?? DEFAULT_SHARE_IMAGE} alt="" sx={{ display: "block", width: "100%", aspectRatio: "1200 / 630", objectFit: "cover", background: "#e8eaf0" }} />
        <Box sx={{ p: 1.5, background: "#f5f6f9" }}>
          <Typography sx={{ fontSize: "0.75rem", color: "#3f4452", textTransform: "uppercase" }}>{host}</Typography>
          <Typography sx={{ fontWeight: 700, overflowWrap: "anywhere", ...clamp(2) }} data-part="title">
            {title.trim() ? pageTitle(title.trim(), SITE_NAME) : SITE_NAME}
          </Typography>
          <Typography sx={{ fontSize: "0.875rem", color: "#3f4452", overflowWrap: "anywhere", ...clamp(2) }} data-part="description">
            {description.replace(/\s+/g, " ").trim()}
          </Typography>
        </Box>
      </Box>
      {!image && <Typography sx={{ fontSize: "0.8rem", color: "#3f4452", mt: 0.5 }}>No share image of its own: the site&apos;s default image is shown.</Typography>}
    </Box>
  );
}
