import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import React, { useState } from "react";
import { useFormContext } from "react-hook-form";
import { sanitizedMarkup } from "../lib/sanitize-html";

export interface PreviewSection {
  /** A heading for the part, when the record has several HTML parts. */
  heading?: string;
  html: string;
}

/**
 * "Preview": the form as it stands now, in a dialog, its HTML through the site's own sanitiser, so what
 * staff see is what visitors will see. The dialog (MUI's) traps focus and gives it back on close.
 */
export function PreviewButton({ render }: { render: (values: Record<string, unknown>) => { title: string; meta?: string; sections: PreviewSection[]; image?: string | null } }) {
  const { getValues } = useFormContext();
  const [open, setOpen] = useState(false);
  const view = open ? render(getValues()) : null;
  return (
    <>
      <Button type="button" variant="outlined" onClick={() => setOpen(true)} sx={{ ml: 1 }}>
        Preview
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="preview-title" maxWidth="md" fullWidth>
        {view && (
          <>
            <DialogTitle id="preview-title">Preview: {view.title || "(no title yet)"}</DialogTitle>
            <DialogContent>
              {view.meta && <Box component="p">{view.meta}</Box>}
              {view.image && <Box component="img" src={view.image} alt="" sx={{ maxWidth: "100%", height: "auto", mb: 2 }} />}
              {view.sections.map((section, index) => (
                <Box component="section" key={index} sx={{ "& img": { maxWidth: "100%" } }}>
                  {section.heading && <Box component="h2" sx={{ fontSize: "1.1rem" }}>{section.heading}</Box>}
                  <div dangerouslySetInnerHTML={sanitizedMarkup(section.html)} />
                </Box>
              ))}
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(false)}>Close preview</Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </>
  );
}
