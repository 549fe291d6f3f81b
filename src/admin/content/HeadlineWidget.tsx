/**
 * The widget for headlines the site renders as HTML (`"x-widget": "inline-html"`): the text box, a
 * "Highlight the selected words" button that marks them as the site's highlighted words, and a preview of
 * the headline as visitors read it, with the highlighted words shown as highlighted (never only the raw
 * `<span>`). The preview is the value through the site's sanitiser, keeping only the headline's few tags.
 */
import { Box, Button, Typography } from "@mui/material";
import { getWidget, type WidgetProps } from "@rjsf/utils";
import React from "react";
import { sanitizeHtml } from "../../lib/sanitize-html";

/** What a headline may hold (as the API keeps: api/content/format.ts), and how the preview shows each. */
const SHOWN_AS: Record<string, string> = { SPAN: "mark", STRONG: "strong", EM: "em", BR: "br" };

/** The headline's markup for the preview: sanitised, its highlighted words in `<mark>`, anything else as text. */
export function headlinePreview(html: string): string {
  const clean = sanitizeHtml(html);
  if (!clean || typeof DOMParser === "undefined") return "";
  const doc = new DOMParser().parseFromString(`<body>${clean}</body>`, "text/html");
  const rebuild = (from: Node, into: Node) => {
    for (const child of Array.from(from.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) into.appendChild(doc.createTextNode(child.textContent ?? ""));
      else if (child.nodeType === Node.ELEMENT_NODE) {
        const tag = SHOWN_AS[(child as Element).tagName];
        if (tag) {
          const element = doc.createElement(tag);
          into.appendChild(element);
          rebuild(child, element);
        } else rebuild(child, into);
      }
    }
  };
  const out = doc.createElement("div");
  rebuild(doc.body, out);
  return out.innerHTML;
}

/** The value with its selected part wrapped as highlighted words. */
export function highlight(value: string, start: number, end: number): string {
  if (end <= start) return value;
  return `${value.slice(0, start)}<span>${value.slice(start, end)}</span>${value.slice(end)}`;
}

export function HeadlineWidget(props: WidgetProps) {
  const { id, value, label, onChange, disabled, readonly, registry, options } = props;
  const Textarea = getWidget(props.schema, "TextareaWidget", registry.widgets);
  const text = typeof value === "string" ? value : "";
  const preview = headlinePreview(text);
  const onHighlight = () => {
    const box = document.getElementById(id) as HTMLTextAreaElement | null;
    if (!box) return;
    onChange(highlight(text, box.selectionStart, box.selectionEnd));
  };
  return (
    <Box>
      <Textarea {...props} options={{ ...options, rows: 2 }} />
      <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap", mt: 1 }}>
        <Button size="small" variant="outlined" onClick={onHighlight} disabled={disabled || readonly}>
          Highlight the selected words
        </Button>
      </Box>
      <Box component="figure" aria-label={`${label} as visitors see it`} sx={{ m: 0, mt: 1, p: 1.5, border: "1px dashed #9aa0ae", borderRadius: 1, background: "#ffffff" }}>
        <Typography component="figcaption" sx={{ fontSize: "0.8rem", color: "#3f4452", mb: 0.5 }}>
          As visitors see it (highlighted words marked)
        </Typography>
        {preview ? (
          <Typography
            component="p"
            sx={{ m: 0, fontSize: "1.25rem", fontWeight: 600, "& mark": { background: "#fde68a", color: "#14161c", px: 0.25, borderRadius: 0.5 } }}
            dangerouslySetInnerHTML={{ __html: preview }}
          />
        ) : (
          <Typography component="p" sx={{ m: 0, color: "#3f4452" }}>
            (empty)
          </Typography>
        )}
      </Box>
    </Box>
  );
}
