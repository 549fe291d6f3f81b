/**
 * The cover image of a saved post: pick a file, see it at once, and it is uploaded to
 * `POST /staff/posts/:id/image` (JPEG, PNG or WebP by content, at most 8 MB; the API stores a web-sized
 * WebP). The upload bumps the post's version, so the form takes the new version and image: a save after
 * it is not mistaken for a stale copy, and whatever else was typed stays in the form.
 */
import { Box, Typography } from "@mui/material";
import React, { useEffect, useId, useState } from "react";
import { useDataProvider, useRecordContext } from "react-admin";
import { useFormContext, useWatch } from "react-hook-form";
import type { StaffDataProvider } from "./data-provider";
import type { HttpError } from "./http";

export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"];
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

/** The rule the API applies, checked first in the browser so a wrong file is refused without a round trip. */
export function checkImageFile(file: File): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return "Choose a JPEG, PNG or WebP image.";
  if (file.size > MAX_IMAGE_BYTES) return "The image must be 8 MB or smaller.";
  return null;
}

function messageOf(error: unknown): string {
  const body = (error as HttpError | undefined)?.body as { errors?: Record<string, unknown> } | undefined;
  const image = body?.errors?.image;
  if (typeof image === "string") return image;
  return error instanceof Error && error.message ? error.message : "The image could not be uploaded. Try again.";
}

export function CoverImagePicker() {
  const id = useId();
  const record = useRecordContext();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const { setValue } = useFormContext();
  const image = useWatch({ name: "image" }) as string | null | undefined;
  const [preview, setPreview] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  if (!record) return null;

  const onChange = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setStatus("");
    const problem = checkImageFile(file);
    if (problem) {
      setError(problem);
      input.value = "";
      return;
    }
    setError("");
    setPreview(URL.createObjectURL(file));
    setBusy(true);
    setStatus("Uploading the cover image…");
    try {
      const { data } = await dataProvider.uploadPostImage(record.id, file);
      for (const field of ["image", "imageWidth", "imageHeight", "version", "updatedAt"]) setValue(field, data[field]);
      setPreview(null);
      setStatus("Cover image uploaded.");
    } catch (failure) {
      setError(messageOf(failure));
      setPreview(null);
      setStatus("");
    } finally {
      setBusy(false);
      input.value = "";
    }
  };

  const shown = preview ?? image ?? null;
  return (
    <Box component="fieldset" sx={{ border: "1px solid #767b8a", borderRadius: 1, p: 2, mb: 2, width: "100%" }}>
      <Box component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
        Cover image
      </Box>
      {shown ? (
        <Box component="img" src={shown} alt={preview ? "The chosen cover image" : "The current cover image"} sx={{ display: "block", maxWidth: 360, width: "100%", height: "auto", mb: 1, borderRadius: 1 }} />
      ) : (
        <Typography sx={{ mb: 1 }}>No cover image yet.</Typography>
      )}
      <label htmlFor={`${id}-file`}>Choose a cover image</label>{" "}
      <input id={`${id}-file`} type="file" accept={IMAGE_TYPES.join(",")} onChange={onChange} disabled={busy} aria-describedby={`${id}-hint ${id}-error`} aria-invalid={error ? true : undefined} />
      <Typography id={`${id}-hint`} sx={{ fontSize: "0.875rem", color: "#3f4452", mt: 0.5 }}>
        JPEG, PNG or WebP, at most 8 MB. It is uploaded as soon as you choose it.
      </Typography>
      <Typography id={`${id}-error`} role="alert" sx={{ color: "#b3261e", fontWeight: 600 }}>
        {error}
      </Typography>
      <Typography role="status">{status}</Typography>
    </Box>
  );
}
