/**
 * The form's widget for image fields (`x-file` in the schema): pick an image already in data/images, or
 * upload one (JPEG, PNG or WebP, at most 8 MB; the API judges it by content and stores it under
 * data/images/<collection>/), with a preview of what is chosen. Client logos ask for their industry first,
 * because the logo grid files a logo under the industry its folder names. Beside the image it says what
 * the site needs of its alt text (issue 30): the alt text box that follows it, or that a decorative
 * background needs none (`ui:options` from the schema's `x-alt` / `x-decorative`, schema.ts).
 */
import { Autocomplete, Box, TextField, Typography } from "@mui/material";
import { ariaDescribedByIds, type WidgetProps } from "@rjsf/utils";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import React, { useId, useState } from "react";
import { checkImageFile, IMAGE_TYPES } from "../CoverImagePicker";
import { contentApi, thumbnailUrl } from "./api";

/** What every form of a collection shares: its name (uploads go to its folder) and, for clients, the industries. */
export interface ContentFormContext {
  collection: string;
  industries?: string[];
}

const messageOf = (error: unknown): string => {
  const body = (error as { body?: { errors?: Record<string, unknown> } } | null)?.body;
  const image = body?.errors?.image ?? body?.errors?.industry;
  if (typeof image === "string") return image;
  return error instanceof Error && error.message ? error.message : "The image could not be uploaded. Try again.";
};

/** What the picker says about the image's alt text, right under the picker. */
export const ALT_TEXT_NOTE = "Describe this image in its alt text box just below: people who cannot see it hear those words instead.";
export const DECORATIVE_NOTE = "A decorative background: it needs no alt text, and screen readers pass over it.";

export function ImageWidget({ id, value, label, required, disabled, readonly, onChange, registry, rawErrors, options: hints }: WidgetProps) {
  const context = registry.formContext as ContentFormContext;
  const upload = useId();
  const queryClient = useQueryClient();
  const images = useQuery({ queryKey: ["content", "images"], queryFn: contentApi.images, staleTime: 60_000 });
  const [industry, setIndustry] = useState(context.industries?.[0] ?? "");
  const [status, setStatus] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const current = typeof value === "string" && value ? value : null;
  const describedBy = hints.decorative || hints.altText ? `${ariaDescribedByIds(id)} ${upload}-alt` : ariaDescribedByIds(id);
  const options = images.data?.map((image) => image.path) ?? [];
  if (current && !options.includes(current)) options.unshift(current);

  const onFile = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const problem = checkImageFile(file);
    setStatus("");
    setError(problem ?? "");
    if (problem) {
      input.value = "";
      return;
    }
    setBusy(true);
    setStatus("Uploading the image…");
    try {
      const { path } = await contentApi.upload(context.collection, file, context.industries ? industry : undefined);
      await queryClient.invalidateQueries({ queryKey: ["content", "images"] });
      onChange(path);
      setStatus(hints.altText ? "Uploaded and chosen. Describe it in the alt text box below, then save to keep it." : "Uploaded and chosen. Save to keep it.");
    } catch (failure) {
      setError(messageOf(failure));
      setStatus("");
    } finally {
      setBusy(false);
      input.value = "";
    }
  };

  return (
    <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", alignItems: "flex-start" }}>
      <Box sx={{ width: 160, height: 120, display: "flex", alignItems: "center", justifyContent: "center", background: "#eef0f5", borderRadius: 1, overflow: "hidden" }}>
        {current ? (
          <Box component="img" src={thumbnailUrl(current)} alt={`Preview of ${label}`} sx={{ maxWidth: "100%", maxHeight: "100%" }} />
        ) : (
          <Typography sx={{ fontSize: "0.875rem" }}>No image</Typography>
        )}
      </Box>
      <Box sx={{ flex: 1, minWidth: 260 }}>
        <Autocomplete
          id={id}
          options={options}
          value={current}
          onChange={(_event, chosen) => onChange(chosen ?? undefined)}
          disabled={disabled || readonly}
          loading={images.isLoading}
          slotProps={{ popper: { disablePortal: true } }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={label}
              required={required}
              error={Boolean(rawErrors?.length)}
              slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, "aria-describedby": describedBy } }}
            />
          )}
        />
        {(hints.decorative || hints.altText) && (
          <Typography id={`${upload}-alt`} sx={{ fontSize: "0.875rem", mt: 1 }}>
            {hints.decorative ? DECORATIVE_NOTE : ALT_TEXT_NOTE}
          </Typography>
        )}
        {context.industries && (
          <Box sx={{ mt: 1 }}>
            <label htmlFor={`${upload}-industry`}>Industry of an uploaded logo</label>{" "}
            <select id={`${upload}-industry`} value={industry} onChange={(event) => setIndustry(event.target.value)}>
              {context.industries.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </select>
          </Box>
        )}
        <Box sx={{ mt: 1 }}>
          <label htmlFor={`${upload}-file`}>Upload a new image for {label}</label>{" "}
          <input id={`${upload}-file`} type="file" accept={IMAGE_TYPES.join(",")} onChange={onFile} disabled={busy || disabled || readonly} aria-describedby={`${upload}-hint ${upload}-error`} />
          <Typography id={`${upload}-hint`} sx={{ fontSize: "0.875rem", mt: 0.5 }}>
            JPEG, PNG or WebP, at most 8 MB.
          </Typography>
          <Typography id={`${upload}-error`} role="alert" sx={{ color: "#b3261e", fontWeight: 600 }}>
            {error}
          </Typography>
          <Typography role="status">{status}</Typography>
        </Box>
      </Box>
    </Box>
  );
}
