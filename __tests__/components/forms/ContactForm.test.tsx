import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import React from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { ThemeProvider } from "styled-components";
import { renderWithTheme } from "../../../jest/render";
import { ContactForm } from "../../../src/components/forms/ContactForm";
import { EARLY_INPUT_SCRIPT, takeOverEarlyInput } from "../../../src/lib/early-input";
import { theme } from "../../../src/styles/theme";
import { fakeFetch, type FakeReply } from "../../lib/fake-fetch";
import { formNotice, mockPrivacyQuery, noticeHeaderToday } from "../privacy/notice-data";

const LABELS = ["First name", "Last name", "Email", "Phone number", "Message"];

function fill(values: Partial<Record<string, string>> = {}) {
  const all = { "First name": "Asha", "Last name": "Kulkarni", Email: "asha@example.in", "Phone number": "9876543210", Message: "Let's talk about a launch.", ...values };
  for (const [label, value] of Object.entries(all)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function answer(reply: FakeReply) {
  const fetch = fakeFetch(() => reply);
  globalThis.fetch = fetch;
  return fetch;
}

const submit = () => fireEvent.click(screen.getByRole("button", { name: "Send it to the Moon" }));

beforeEach(mockPrivacyQuery);

describe("ContactForm", () => {
  afterEach(() => jest.restoreAllMocks());

  it("says beside its button what happens to the details, linking to the enquiries part of the privacy notice", () => {
    renderWithTheme(<ContactForm variant="thank-you" />);
    const link = screen.getByRole("link", { name: "How we use your details" });
    expect(link).toHaveAttribute("href", "/privacy#enquiries");
    expect(link.parentElement).toHaveTextContent(formNotice("enquiries"));
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
  });

  it("has the spec's fields, and native validation is off", () => {
    renderWithTheme(<ContactForm variant="thank-you" />);
    for (const label of LABELS) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Contact form" })).toHaveAttribute("novalidate");
    expect(screen.getByLabelText("Phone number")).toHaveAttribute("maxLength", "10");
  });

  it("checks on change and blur, blocks submit while a field has an error and focuses the first one", () => {
    const fetch = answer({ status: 201, body: { status: "success" } });
    renderWithTheme(<ContactForm variant="thank-you" />);
    fireEvent.blur(screen.getByLabelText("Email"));
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Email is required");
    fill({ "First name": "Asha2", Message: "I write PHP" });
    expect(screen.getByLabelText("First name")).toHaveAccessibleDescription("Please enter only letters");
    submit();
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Message")).toHaveAccessibleDescription("Message contains invalid content");
    expect(screen.getByLabelText("First name")).toHaveFocus();
  });

  it("sends exactly the spec's five fields as JSON and the notice's version in force in a header, says 'Sending...', then clears the fields and shows its toast", async () => {
    const fetch = answer({ status: 201, body: { status: "success" } });
    renderWithTheme(<ContactForm variant="form-submission" />);
    fill();
    submit();
    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await screen.findByText("Form submitted successfully!");
    expect(screen.getByText("Form Submission")).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("http://localhost:8000/contactus");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: "Asha", lastName: "Kulkarni", email: "asha@example.in", phoneNumber: "9876543210", message: "Let's talk about a launch.",
    });
    expect(init?.headers).toEqual({ "Content-Type": "application/json", ...noticeHeaderToday() });
    for (const label of LABELS) expect(screen.getByLabelText(label)).toHaveValue("");
    expect(screen.getByRole("button", { name: "Send it to the Moon" })).toBeEnabled();
  });

  it("uses the thank-you wording for 6 seconds", async () => {
    answer({ status: 200, body: {} });
    renderWithTheme(<ContactForm variant="thank-you" />);
    fill();
    jest.useFakeTimers();
    submit();
    await act(async () => undefined);
    expect(await screen.findByText("Your message has been sent successfully!")).toBeInTheDocument();
    expect(screen.getByText("Thank You!")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5900));
    expect(screen.getByText("Thank You!")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByText("Thank You!")).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  it.each([
    ["a 500", { status: 500, body: {} }],
    ["no connection", { networkError: true }],
  ])("keeps the fields and shows a polite notice after %s", async (_label, reply) => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    answer(reply);
    renderWithTheme(<ContactForm variant="thank-you" />);
    fill();
    submit();
    expect(await screen.findByRole("alert")).toHaveTextContent("did not go through");
    expect(screen.getByLabelText("First name")).toHaveValue("Asha");
    expect(screen.queryByText("Thank You!")).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledWith("Failed to send the contact form", expect.anything());
  });

  it("shows the server's field messages under their fields", async () => {
    answer({ status: 422, body: { errors: [{ field: "message", message: "Must be at most 5000 characters" }] } });
    renderWithTheme(<ContactForm variant="thank-you" />);
    fill();
    submit();
    await waitFor(() => expect(screen.getByLabelText("Message")).toHaveAccessibleDescription("Must be at most 5000 characters"));
    expect(screen.getByLabelText("Message")).toHaveValue("Let's talk about a launch.");
  });
});

describe("ContactForm honeypot", () => {
  it("sends `website` only when something filled it", async () => {
    const fetch = answer({ status: 201, body: {} });
    const { container } = renderWithTheme(<ContactForm variant="thank-you" />);
    fill();
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]');
    if (!trap) throw new Error("no honeypot");
    fireEvent.change(trap, { target: { value: "http://spam.example" } });
    submit();
    await screen.findByText("Thank You!");
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toMatchObject({ website: "http://spam.example" });
  });
});

describe("ContactForm before the app starts", () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    window.__earlyInput?.stop();
    delete window.__earlyInput;
    document.body.innerHTML = "";
  });

  /** The pre-rendered page with the head's guard running, as a visitor meets it before the bundles run. */
  function prerendered() {
    window.eval(EARLY_INPUT_SCRIPT);
    const ui = (
      <ThemeProvider theme={theme}>
        <ContactForm variant="thank-you" />
      </ThemeProvider>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(ui);
    document.body.appendChild(container);
    const start = async () => {
      await act(async () => {
        root = hydrateRoot(container, ui);
      });
      await act(async () => takeOverEarlyInput());
    };
    return { start };
  }

  /** Types as a visitor does into a page no script listens to yet: only the field's value changes. */
  function typeNatively(label: string, value: string) {
    (screen.getByLabelText(label) as HTMLInputElement).value = value;
  }

  it("is usable at once: no control is pre-rendered disabled", () => {
    prerendered();
    for (const label of LABELS) expect(screen.getByLabelText(label)).toBeEnabled();
    expect(screen.getByRole("button", { name: "Send it to the Moon" })).toBeEnabled();
  });

  it("keeps what was typed and checks a field the visitor left before the app started", async () => {
    const { start } = prerendered();
    typeNatively("First name", "Asha");
    typeNatively("Email", "asha@");
    screen.getByLabelText("Last name").dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    await start();
    expect(screen.getByLabelText("First name")).toHaveValue("Asha");
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Email is not valid");
    expect(screen.getByLabelText("Last name")).toHaveAccessibleDescription("Last Name is required");
    fireEvent.change(screen.getByLabelText("Message"), { target: { value: "Hello" } });
    expect(screen.getByLabelText("First name")).toHaveValue("Asha"); // a re-render does not wipe it
  });

  it("sends a form submitted before the app started, with what was typed, once it has taken over", async () => {
    const fetch = answer({ status: 201, body: {} });
    const { start } = prerendered();
    const values = { "First name": "Asha", "Last name": "Kulkarni", Email: "asha@example.in", "Phone number": "9876543210", Message: "Hello there" };
    for (const [label, value] of Object.entries(values)) typeNatively(label, value);
    const early = new Event("submit", { bubbles: true, cancelable: true });
    screen.getByRole("form", { name: "Contact form" }).dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true); // no native submission: the page stays
    expect(fetch).not.toHaveBeenCalled();
    await start();
    await screen.findByText("Thank You!");
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({
      firstName: "Asha", lastName: "Kulkarni", email: "asha@example.in", phoneNumber: "9876543210", message: "Hello there",
    });
  });
});
