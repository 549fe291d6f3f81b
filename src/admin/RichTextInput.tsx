/**
 * A rich-text input for the HTML fields (job details, post bodies) on TipTap 3: headings, bold, italic,
 * lists and links from a labelled toolbar of real buttons (arrow keys move between them, as a toolbar's
 * keyboard pattern has it). Pasted HTML goes through the site's sanitiser and then TipTap's schema, so
 * styles, classes, scripts and unknown elements never reach the field. The server sanitises again on save.
 */
import { Box, Button, FormHelperText, TextField, Typography } from "@mui/material";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import React, { useEffect, useId, useRef, useState } from "react";
import { useInput, type Validator } from "react-admin";
import { sanitizeHtml } from "../lib/sanitize-html";

export interface RichTextInputProps {
  source: string;
  label: string;
  helperText?: string;
  validate?: Validator | Validator[];
}

interface Tool {
  name: string;
  active: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const TOOLS: Tool[] = [
  { name: "Heading", active: (e) => e.isActive("heading", { level: 2 }), run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { name: "Subheading", active: (e) => e.isActive("heading", { level: 3 }), run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { name: "Bold", active: (e) => e.isActive("bold"), run: (e) => e.chain().focus().toggleBold().run() },
  { name: "Italic", active: (e) => e.isActive("italic"), run: (e) => e.chain().focus().toggleItalic().run() },
  { name: "Bulleted list", active: (e) => e.isActive("bulletList"), run: (e) => e.chain().focus().toggleBulletList().run() },
  { name: "Numbered list", active: (e) => e.isActive("orderedList"), run: (e) => e.chain().focus().toggleOrderedList().run() },
];

const LINK_ADDRESS = /^(https?:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+|\/[^\s]*)$/i;

/**
 * The values the editor has sent to the form that no render has shown yet, oldest first. When typing
 * outruns the form's renders, a render can show a value the editor sent a few keystrokes ago: that is
 * the editor's own echo, not a new value, and putting it into the editor would wipe what was typed since.
 */
export function createEchoes() {
  let pending: string[] = [];
  return {
    sent(value: string): void {
      pending.push(value);
    },
    /** Whether a value the form shows is one the editor sent (it and every older one are then done with). */
    isEcho(value: string): boolean {
      const index = pending.indexOf(value);
      if (index === -1) {
        pending = [];
        return false;
      }
      pending = pending.slice(index + 1);
      return true;
    },
  };
}

/** "" for an editor holding nothing but an empty paragraph, so a required rule sees an empty field. */
const htmlOf = (editor: Editor): string => (editor.isEmpty ? "" : editor.getHTML());

export function RichTextInput({ source, label, helperText, validate }: RichTextInputProps) {
  const { field, fieldState, isRequired } = useInput({ source, validate, defaultValue: "" });
  const id = useId();
  const labelId = `${id}-label`;
  const helpId = `${id}-help`;
  const editorId = `${id}-editor`;
  const echoes = useRef(createEchoes());
  const onChange = useRef(field.onChange);
  onChange.current = field.onChange;
  const onBlur = useRef(field.onBlur);
  onBlur.current = field.onBlur;
  const error = fieldState.error?.message;

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        underline: false,
        link: { openOnClick: false, autolink: true, protocols: ["mailto"], HTMLAttributes: { rel: "noopener noreferrer", target: null } },
      }),
    ],
    content: typeof field.value === "string" ? field.value : "",
    editorProps: {
      attributes: {
        id: editorId,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        "aria-describedby": helpId,
        class: "console-rich-text",
      },
      transformPastedHTML: (html) => sanitizeHtml(html),
    },
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      echoes.current.sent(html);
      onChange.current(html);
    },
    onBlur: () => onBlur.current(),
  });

  // A form reset (a reload, the saved record coming back) puts its value into the editor. A value the
  // editor itself sent is not one, even when renders lag behind typing and it is no longer the latest.
  useEffect(() => {
    const value = typeof field.value === "string" ? field.value : "";
    if (!editor || echoes.current.isEcho(value) || value === htmlOf(editor)) return;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, field.value]);

  useEffect(() => {
    if (!editor) return;
    editor.view.dom.setAttribute("aria-invalid", error ? "true" : "false");
    if (isRequired) editor.view.dom.setAttribute("aria-required", "true");
  }, [editor, error, isRequired]);

  return (
    <Box sx={{ width: "100%", mb: 2 }}>
      <Typography id={labelId} component="p" sx={{ fontWeight: 600, mb: 0.5 }} onClick={() => editor?.commands.focus()}>
        {label}
        {isRequired ? " (required)" : ""}
      </Typography>
      {editor && <RichTextToolbar editor={editor} label={label} controls={editorId} />}
      <Box
        sx={{
          border: `1px solid ${error ? "#b3261e" : "#767b8a"}`,
          borderRadius: 1,
          background: "#ffffff",
          "& .console-rich-text": { minHeight: "10rem", p: 1.5, outline: "none" },
          "&:focus-within": { outline: "3px solid #6b4700", outlineOffset: 2 },
          "& .console-rich-text a": { color: "#16214a", textDecoration: "underline" },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
      <FormHelperText id={helpId} error={Boolean(error)} role={error ? "alert" : undefined}>
        {error ?? helperText ?? " "}
      </FormHelperText>
    </Box>
  );
}

function RichTextToolbar({ editor, label, controls }: { editor: Editor; label: string; controls: string }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({ tools: TOOLS.map((tool) => tool.active(current)), link: current.isActive("link") }),
  });
  const [focusIndex, setFocusIndex] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const count = TOOLS.length + 1;

  const onKeyDown = (event: React.KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: focusIndex + 1, ArrowLeft: focusIndex - 1, Home: 0, End: count - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + count) % count;
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  const toolButton = (index: number, name: string, pressed: boolean, onClick: () => void) => (
    <Button
      key={name}
      ref={(node: HTMLButtonElement | null) => {
        buttons.current[index] = node;
      }}
      type="button"
      size="small"
      variant={pressed ? "contained" : "outlined"}
      aria-pressed={pressed}
      tabIndex={index === focusIndex ? 0 : -1}
      onFocus={() => setFocusIndex(index)}
      onClick={onClick}
      sx={{ textTransform: "none", minWidth: 0 }}
    >
      {name}
    </Button>
  );

  return (
    <>
      <Box role="toolbar" aria-label={`${label} formatting`} aria-controls={controls} onKeyDown={onKeyDown} sx={{ display: "flex", flexWrap: "wrap", gap: 0.5, mb: 0.5 }}>
        {TOOLS.map((tool, index) => toolButton(index, tool.name, active.tools[index], () => tool.run(editor)))}
        {toolButton(TOOLS.length, "Link", active.link, () => setLinkOpen((open) => !open))}
      </Box>
      {linkOpen && <LinkForm editor={editor} onDone={() => setLinkOpen(false)} />}
    </>
  );
}

/** The address of a link on the selected text: typed in a labelled field, never a browser prompt. */
function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const [href, setHref] = useState<string>(() => (editor.getAttributes("link").href as string | undefined) ?? "");
  const [error, setError] = useState("");
  const apply = () => {
    const value = href.trim();
    if (!LINK_ADDRESS.test(value)) {
      setError("Enter a full address starting with https://, a site path starting with /, or mailto:");
      return;
    }
    editor.chain().focus().extendMarkRange("link").setLink({ href: value }).run();
    onDone();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    onDone();
  };
  return (
    <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start", flexWrap: "wrap", mb: 1 }}>
      <TextField
        label="Link address"
        size="small"
        value={href}
        autoFocus
        onChange={(e) => setHref(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            apply();
          }
          if (e.key === "Escape") onDone();
        }}
        error={Boolean(error)}
        helperText={error || "Select the text first, then add its address."}
        variant="outlined"
      />
      <Button type="button" variant="contained" onClick={apply}>
        Apply link
      </Button>
      <Button type="button" onClick={remove}>
        Remove link
      </Button>
      <Button type="button" onClick={onDone}>
        Cancel
      </Button>
    </Box>
  );
}
