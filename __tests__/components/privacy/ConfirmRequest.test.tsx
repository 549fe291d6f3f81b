import { screen } from "@testing-library/react";
import React from "react";
import { renderWithTheme } from "../../../jest/render";
import { CONFIRM_FAILED_TEXT, CONFIRMED_TEXT, ConfirmRequest, NO_TOKEN_TEXT } from "../../../src/components/privacy/ConfirmRequest";
import { fakeFetch, type FakeReply } from "../../lib/fake-fetch";

const GONE = "This link has expired or has already been used. You can send the request again from the privacy request page.";

function answer(reply: FakeReply) {
  const fetch = fakeFetch(() => reply);
  globalThis.fetch = fetch;
  return fetch;
}

describe("ConfirmRequest", () => {
  it("posts the link's token once and shows the confirmation", async () => {
    const fetch = answer({ status: 200, body: { status: "confirmed", type: "erasure", message: "Your request is confirmed. We will answer within 30 days." } });
    renderWithTheme(<ConfirmRequest search="?token=abc123" />);
    expect(screen.getByRole("status")).toHaveTextContent("Confirming your request…");
    expect(await screen.findByText("Your request is confirmed. We will answer within 30 days.")).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("http://localhost:8000/privacy-requests/confirm");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ token: "abc123" });
  });

  it("says so in its own words when the API confirms without a message", async () => {
    answer({ status: 200, body: {} });
    renderWithTheme(<ConfirmRequest search="?token=abc123" />);
    expect(await screen.findByText(CONFIRMED_TEXT)).toBeInTheDocument();
  });

  it("shows the API's message for an unknown, used or expired link, and offers a new request", async () => {
    answer({ status: 410, body: { statusCode: 410, error: "Gone", message: GONE } });
    renderWithTheme(<ConfirmRequest search="?token=old" />);
    expect(await screen.findByText(GONE)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Make a new request" })).toHaveAttribute("href", "/privacy/request");
  });

  it("without a token sends nothing and says what to do", async () => {
    const fetch = answer({ status: 200, body: {} });
    renderWithTheme(<ConfirmRequest search="" />);
    expect(await screen.findByText(NO_TOKEN_TEXT)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("when the API cannot be reached, asks to try the link again", async () => {
    answer({ networkError: true });
    renderWithTheme(<ConfirmRequest search="?token=abc" />);
    expect(await screen.findByText(CONFIRM_FAILED_TEXT)).toBeInTheDocument();
  });
});
