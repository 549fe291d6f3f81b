import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import React from "react";
import type { Root } from "react-dom/client";
import { hydratePage } from "../../../src/lib/hydrate-page";
import { renderToString } from "react-dom/server";
import { ThemeProvider } from "styled-components";
import { renderWithTheme } from "../../../jest/render";
import { PrivacyRequestForm, REQUEST_FAILURE_NOTICE } from "../../../src/components/privacy/PrivacyRequestForm";
import { EARLY_INPUT_SCRIPT, takeOverEarlyInput } from "../../../src/lib/early-input";
import { theme } from "../../../src/styles/theme";
import { fakeFetch, type FakeReply } from "../../lib/fake-fetch";

const ACCEPTED = "Thank you. If the address is yours, a message with a link to confirm the request is on its way; the link works once, for 24 hours.";

function answer(reply: FakeReply) {
  const fetch = fakeFetch(() => reply);
  globalThis.fetch = fetch;
  return fetch;
}

const send = () => fireEvent.click(screen.getByRole("button", { name: "Send request" }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("PrivacyRequestForm", () => {
  it("asks for an email, one of three things to do (none chosen) and details", () => {
    renderWithTheme(<PrivacyRequestForm />);
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    const group = screen.getByRole("group", { name: "What would you like us to do?" });
    expect(group).toBeInTheDocument();
    const choices = screen.getAllByRole("radio");
    expect(choices.map((radio) => radio.closest("label")?.textContent)).toEqual(["Send me a copy of my data", "Correct my data", "Erase my data"]);
    for (const radio of choices) expect(radio).not.toBeChecked();
    expect(screen.getByLabelText("Details").tagName).toBe("TEXTAREA");
  });

  it("checks the email with the site's messages and wants a choice, sending nothing until both are right", () => {
    const fetch = answer({ status: 202, body: { message: ACCEPTED } });
    renderWithTheme(<PrivacyRequestForm />);
    send();
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Email is required");
    expect(screen.getByLabelText("Email")).toHaveFocus();
    expect(screen.getByRole("group", { name: "What would you like us to do?" })).toHaveAccessibleDescription("Choose what you would like us to do");
    type("Email", "asha@");
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Email is not valid");
  });

  it("posts {email, type, details} and shows the API's one message, clearing the form", async () => {
    const fetch = answer({ status: 202, body: { status: "accepted", message: ACCEPTED } });
    renderWithTheme(<PrivacyRequestForm />);
    type("Email", "asha@example.in");
    fireEvent.click(screen.getByLabelText("Erase my data"));
    type("Details", "Please erase my enquiry from March.");
    send();
    expect(await screen.findByText(ACCEPTED)).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(ACCEPTED);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("http://localhost:8000/privacy-requests");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ email: "asha@example.in", type: "erasure", details: "Please erase my enquiry from March." });
    expect(screen.getByLabelText("Email")).toHaveValue("");
    expect(screen.getByLabelText("Erase my data")).not.toBeChecked();
  });

  it("leaves details out when empty", async () => {
    const fetch = answer({ status: 202, body: { message: ACCEPTED } });
    renderWithTheme(<PrivacyRequestForm />);
    type("Email", "asha@example.in");
    fireEvent.click(screen.getByLabelText("Send me a copy of my data"));
    send();
    await screen.findByText(ACCEPTED);
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({ email: "asha@example.in", type: "access" });
  });

  it("puts the API's 422 messages beside their fields and keeps what was typed", async () => {
    answer({ status: 422, body: { errors: [{ field: "details", message: "Must be at most 2000 characters" }] } });
    renderWithTheme(<PrivacyRequestForm />);
    type("Email", "asha@example.in");
    fireEvent.click(screen.getByLabelText("Correct my data"));
    type("Details", "My phone number changed.");
    send();
    await waitFor(() => expect(screen.getByLabelText("Details")).toHaveAccessibleDescription("Must be at most 2000 characters"));
    expect(screen.getByLabelText("Email")).toHaveValue("asha@example.in");
    expect(screen.getByLabelText("Correct my data")).toBeChecked();
    expect(screen.getByLabelText("Details")).toHaveValue("My phone number changed.");
  });

  it("on a failure says so and keeps what was typed", async () => {
    answer({ networkError: true });
    renderWithTheme(<PrivacyRequestForm />);
    type("Email", "asha@example.in");
    fireEvent.click(screen.getByLabelText("Erase my data"));
    send();
    expect(await screen.findByRole("alert")).toHaveTextContent(REQUEST_FAILURE_NOTICE);
    expect(screen.getByLabelText("Email")).toHaveValue("asha@example.in");
    expect(screen.getByLabelText("Erase my data")).toBeChecked();
  });
});

describe("PrivacyRequestForm before the app starts", () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    window.__earlyInput?.stop();
    delete window.__earlyInput;
    document.body.innerHTML = "";
  });

  it("sends what was typed and chosen, and a submit made before the app started, once it has taken over", async () => {
    const fetch = answer({ status: 202, body: { message: ACCEPTED } });
    window.eval(EARLY_INPUT_SCRIPT);
    const ui = (
      <ThemeProvider theme={theme}>
        <PrivacyRequestForm />
      </ThemeProvider>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(ui);
    document.body.appendChild(container);
    (screen.getByLabelText("Email") as HTMLInputElement).value = "asha@example.in";
    fireEvent.click(screen.getByLabelText("Correct my data")); // held by the guard, pressed again later
    const early = new Event("submit", { bubbles: true, cancelable: true });
    screen.getByRole("form", { name: "Privacy request" }).dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    // As gatsby-browser.tsx starts a page: React is given it, and the held presses are handed over at once.
    await act(async () => {
      root = hydratePage(container, ui);
      takeOverEarlyInput();
    });
    await screen.findByText(ACCEPTED);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({ email: "asha@example.in", type: "correction" });
  });
});
