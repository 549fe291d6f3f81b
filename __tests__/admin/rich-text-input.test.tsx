import "./jsdom-env";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { AdminContext, Form } from "react-admin";
import { useWatch } from "react-hook-form";
import { RichTextInput, createEchoes } from "../../src/admin/RichTextInput";
import { checkImageFile } from "../../src/admin/CoverImagePicker";

jest.setTimeout(30_000);

// ProseMirror measures the page for selections and scrolling; jsdom has no layout.
beforeAll(() => {
  const rect = () => ({ x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) });
  Range.prototype.getBoundingClientRect = rect as () => DOMRect;
  Range.prototype.getClientRects = (() => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] })) as unknown as () => DOMRectList;
  document.elementFromPoint = () => null;
});

function Value() {
  const value = useWatch({ name: "blog" }) as string;
  return <output aria-label="value">{value}</output>;
}

function renderEditor(blog: string) {
  return render(
    <AdminContext>
      <Form record={{ id: 1, blog }}>
        <RichTextInput source="blog" label="Post" />
        <Value />
      </Form>
    </AdminContext>,
  );
}

test("the editor is a labelled text box with a labelled toolbar of real, pressable buttons", async () => {
  renderEditor("<p>Hello moon</p>");
  const box = await screen.findByRole("textbox", { name: "Post" });
  expect(box).toHaveAttribute("contenteditable", "true");
  expect(box).toHaveAttribute("aria-multiline", "true");
  const toolbar = screen.getByRole("toolbar", { name: "Post formatting" });
  const names = within(toolbar).getAllByRole("button").map((b) => b.textContent);
  expect(names).toEqual(["Heading", "Subheading", "Bold", "Italic", "Bulleted list", "Numbered list", "Link"]);
  for (const button of within(toolbar).getAllByRole("button")) expect(button.tagName).toBe("BUTTON");
  // One tab stop; arrow keys move along the toolbar.
  expect(within(toolbar).getAllByRole("button").filter((b) => b.tabIndex === 0)).toHaveLength(1);
});

test("arrow keys move between toolbar buttons and the editor's HTML reaches the form", async () => {
  renderEditor("<p>Hello moon</p>");
  const user = userEvent.setup();
  const toolbar = await screen.findByRole("toolbar", { name: "Post formatting" });
  within(toolbar).getByRole("button", { name: "Heading" }).focus();
  await user.keyboard("{ArrowRight}{ArrowRight}");
  expect(within(toolbar).getByRole("button", { name: "Bold" })).toHaveFocus();
  await user.keyboard("{End}");
  expect(within(toolbar).getByRole("button", { name: "Link" })).toHaveFocus();
  await user.keyboard("{ArrowRight}");
  expect(within(toolbar).getByRole("button", { name: "Heading" })).toHaveFocus();
  // Selecting all and pressing Bold marks the text, the button shows pressed, and the form holds the HTML.
  await user.click(screen.getByRole("textbox", { name: "Post" }));
  await user.keyboard("{Control>}a{/Control}");
  await user.click(within(toolbar).getByRole("button", { name: "Bold" }));
  await waitFor(() => expect(screen.getByLabelText("value")).toHaveTextContent("<p><strong>Hello moon</strong></p>"));
  expect(within(toolbar).getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "true");
});

test("a link needs a real address, asked in a labelled field", async () => {
  renderEditor("<p>Hello moon</p>");
  const user = userEvent.setup();
  const toolbar = await screen.findByRole("toolbar", { name: "Post formatting" });
  await user.click(within(toolbar).getByRole("button", { name: "Link" }));
  const address = screen.getByLabelText("Link address");
  await user.type(address, "javascript:alert(1)");
  await user.click(screen.getByRole("button", { name: "Apply link" }));
  expect(screen.getByText("Enter a full address starting with https://, a site path starting with /, or mailto:")).toBeInTheDocument();
  expect(screen.getByLabelText("value")).not.toHaveTextContent("javascript:");
});

test("the cover image picker refuses what the API would, before uploading", () => {
  expect(checkImageFile(new File(["x"], "a.gif", { type: "image/gif" }))).toBe("Choose a JPEG, PNG or WebP image.");
  expect(checkImageFile(new File([new Uint8Array(8 * 1024 * 1024 + 1)], "a.png", { type: "image/png" }))).toBe("The image must be 8 MB or smaller.");
  expect(checkImageFile(new File([new Uint8Array(10)], "a.webp", { type: "image/webp" }))).toBeNull();
});

test("a value the editor sent a few keystrokes ago is its own echo, not a reset that would wipe the typing since", () => {
  const echoes = createEchoes();
  for (const html of ["<p>T</p>", "<p>Th</p>", "<p>Thr</p>"]) echoes.sent(html);
  // A render that lags behind the typing shows an older value: the editor keeps what it holds.
  expect(echoes.isEcho("<p>Th</p>")).toBe(true);
  expect(echoes.isEcho("<p>Thr</p>")).toBe(true);
  // Once shown, older values are done with: seeing one again is a real change (a form reset).
  expect(echoes.isEcho("<p>T</p>")).toBe(false);
  echoes.sent("<p>Three</p>");
  expect(echoes.isEcho("<p>The saved post</p>")).toBe(false);
  expect(echoes.isEcho("<p>Three</p>")).toBe(false);
});
