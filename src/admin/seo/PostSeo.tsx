/**
 * The post editor's SEO (issue 30): the optional SEO title and description, each with its warning in words
 * under it (too long for search results, or missing and what the page shows instead; a warning never blocks
 * the save), and the panel of previews, which follows what is typed.
 */
import { Box, Typography } from "@mui/material";
import React from "react";
import { TextInput, maxLength } from "react-admin";
import { useWatch } from "react-hook-form";
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from "../../../shared/seo";
import { postSeoTexts, type PostValues } from "./post-texts";
import { SeoPanel } from "./SeoPanel";
import { descriptionWarning, titleWarning } from "./texts";

function usePostValues(): PostValues {
  const [title, url, blog, image, seoTitle, seoDescription] = useWatch({ name: ["title", "url", "blog", "image", "seoTitle", "seoDescription"] }) as unknown[];
  return { title, url, blog, image, seoTitle, seoDescription };
}

function Help({ text, warning }: { text: string; warning: string | null }) {
  return (
    <>
      <span>{text}</span>
      {warning && (
        <Box component="span" sx={{ display: "block", color: "#8a4b00", fontWeight: 600 }}>
          {warning}
        </Box>
      )}
    </>
  );
}

export function PostSeoFields() {
  const values = usePostValues();
  const texts = postSeoTexts(values);
  const own = (value: unknown) => (typeof value === "string" ? value : "");
  return (
    <Box component="fieldset" sx={{ border: "1px solid #d5d8e0", borderRadius: 1, p: 2, m: 0, width: "100%" }}>
      <Typography component="legend" sx={{ px: 0.5, fontWeight: 700 }}>
        Search and sharing
      </Typography>
      <TextInput
        source="seoTitle"
        label="SEO title"
        fullWidth
        validate={maxLength(SEO_TITLE_MAX, `Keep it to ${SEO_TITLE_MAX} characters at most.`)}
        helperText={<Help text="Shown in search results, the browser tab and shares, before the site's name. Left empty, the post's title is used." warning={titleWarning(own(values.seoTitle), { name: "the post's title", text: texts.fallbackTitle })} />}
      />
      <TextInput
        source="seoDescription"
        label="SEO description"
        fullWidth
        multiline
        minRows={2}
        validate={maxLength(SEO_DESCRIPTION_MAX, `Keep it to ${SEO_DESCRIPTION_MAX} characters at most.`)}
        helperText={<Help text="The sentence or two under the title in search results and shares. Left empty, the start of the post's text is used." warning={descriptionWarning(own(values.seoDescription), { name: "the start of the post's text", text: texts.fallbackDescription })} />}
      />
    </Box>
  );
}

export function PostSeoPanel() {
  const { title, description, path, image } = postSeoTexts(usePostValues());
  return <SeoPanel title={title} description={description} path={path} image={image} />;
}
