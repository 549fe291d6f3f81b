import "./jsdom-env";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { AdminContext, RecordContextProvider, type AuthProvider } from "react-admin";
import { NotificationPanel, type LeadNotification } from "../../src/admin/notification";
import { API_URL } from "../../src/lib/api-base";

/**
 * A recording `fetch` answering in turn (this test runs in jsdom, which has no `Response`; the staff
 * client reads only `ok`, `status` and `text()`).
 */
function fakeFetch(...answers: { status: number; body: unknown }[]) {
  const sent: { url: string; method: string; credentials?: RequestCredentials; body?: BodyInit | null }[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({ url: String(input), method: init.method ?? "GET", credentials: init.credentials, body: init.body });
    const answer = answers.shift();
    if (!answer) throw new Error(`No answer queued for ${String(input)}`);
    return { ok: answer.status < 300, status: answer.status, text: async () => JSON.stringify(answer.body) };
  }) as unknown as typeof fetch;
  return { sent };
}

jest.setTimeout(30_000);

const asRole = (role: string): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => role,
});

const LEAD = { id: 12, firstName: "Asha", lastName: "K", email: "asha@example.in", status: "new", note: "", version: 1 };
const QUEUED = "2026-11-20T08:30:00.000Z";

function renderPanel(notification: LeadNotification | null, role = "admin") {
  render(
    <AdminContext authProvider={asRole(role)}>
      <RecordContextProvider value={{ ...LEAD, notification }}>
        <NotificationPanel kind="enquiries" />
      </RecordContextProvider>
    </AdminContext>,
  );
  return screen.getByRole("region", { name: "Email notification" });
}

/** The text of the description beside a term. */
const detail = (section: HTMLElement, term: string) => within(section).getByText(term, { selector: "dt" }).nextElementSibling?.textContent;

const base = { attempts: 1, queuedAt: QUEUED, sentAt: null, nextAttemptAt: null, lastError: null } as const;

test("a sent notification shows when it was sent", async () => {
  const section = renderPanel({ ...base, state: "sent", sentAt: "2026-11-20T08:31:00.000Z" });
  expect(detail(section, "State")).toBe("Sent");
  expect(detail(section, "Sent at")).toBe("20 Nov 2026, 2:01 pm IST");
  expect(await within(section).findByRole("button", { name: "Send again" })).toBeEnabled();
});

/** Give the permissions time to arrive before saying something admins alone see is absent. */
const permissionsSettled = () => new Promise((resolve) => setTimeout(resolve, 50));

test("a waiting notification shows its tries and the next try; the mail server's words only to admins, as text", async () => {
  const waiting = { ...base, state: "waiting", attempts: 2, nextAttemptAt: "2026-11-20T09:00:00.000Z", lastError: "<b>connect ECONNREFUSED</b>" } as const;
  const section = renderPanel(waiting, "sales");
  expect(detail(section, "State")).toBe("Waiting");
  expect(detail(section, "Tried")).toBe("2 tries");
  expect(detail(section, "Next try")).toBe("20 Nov 2026, 2:30 pm IST");
  expect(detail(section, "Why it waits")).toBe("The mail server did not take it last time. It is tried again by itself.");
  await permissionsSettled();
  expect(section).not.toHaveTextContent("ECONNREFUSED");
  cleanup();

  const forAdmin = renderPanel(waiting, "admin");
  const technical = await within(forAdmin).findByText("Technical details (admins)");
  expect(technical.closest("details")).not.toHaveAttribute("open");
  expect(within(forAdmin).getByText("<b>connect ECONNREFUSED</b>")).toBeInTheDocument();
  expect(forAdmin.querySelector("b")).toBeNull();
});

test("a failed notification says so in plain words; only admins are offered to send it again", async () => {
  const section = renderPanel({ ...base, state: "failed", attempts: 5, lastError: "550 mailbox unavailable" }, "sales");
  expect(detail(section, "State")).toBe("Failed");
  expect(detail(section, "Tried")).toBe("5 tries");
  expect(detail(section, "Reason")).toBe("The mail server would not take it, so it was given up. An admin can send it again.");
  await permissionsSettled();
  expect(section).not.toHaveTextContent("550");
  expect(within(section).queryByRole("button")).toBeNull();
});

test('"not set up" says so without naming the server\'s settings; admins find the setting under a disclosure', async () => {
  const section = renderPanel({ ...base, state: "not_configured", attempts: 0 }, "marketing");
  expect(detail(section, "State")).toBe("Not set up");
  expect(detail(section, "Why")).toBe("Email sending is not set up yet; an admin can turn it on. It is sent once it is.");
  await permissionsSettled();
  expect(section).not.toHaveTextContent("SMTP");
  cleanup();

  const forAdmin = renderPanel({ ...base, state: "not_configured", attempts: 0 }, "admin");
  const technical = await within(forAdmin).findByText("Technical details (admins)");
  expect(technical.closest("details")).toHaveTextContent("SMTP_URL is not set");
});

test("a lead from before notifications began shows none and offers to send it now", async () => {
  const section = renderPanel(null);
  expect(detail(section, "State")).toMatch(/^None/);
  expect(await within(section).findByRole("button", { name: "Send now" })).toBeEnabled();
});

test("Send again queues it, says so, and shows it sent once the API has sent it", async () => {
  const { sent } = fakeFetch(
    { status: 202, body: { notification: { ...base, state: "waiting", attempts: 0, queuedAt: "2026-11-21T10:00:00.000Z" } } },
    { status: 200, body: { notification: { ...base, state: "sent", queuedAt: "2026-11-21T10:00:00.000Z", sentAt: "2026-11-21T10:00:01.000Z" } } },
  );
  const section = renderPanel({ ...base, state: "failed", attempts: 5, lastError: "550 mailbox unavailable" });
  const user = userEvent.setup();
  await user.click(await within(section).findByRole("button", { name: "Send again" }));
  expect(await within(section).findByRole("status")).toHaveTextContent("Queued: the notification is being sent again.");
  expect(detail(section, "State")).toBe("Waiting");
  expect(sent[0]).toMatchObject({ url: `${API_URL}/staff/enquiries/12/notification`, method: "POST", credentials: "include" });
  expect(sent[0].body).toBe("{}");
  await within(section).findByText("Sent", { selector: "dd" }, { timeout: 6_000 });
  expect(within(section).getByRole("status")).toHaveTextContent("The notification was sent.");
  expect(detail(section, "Sent at")).toBe("21 Nov 2026, 3:30 pm IST");
  expect(sent[1]).toMatchObject({ url: `${API_URL}/staff/enquiries/12/notification`, method: "GET" });
});

test("a refused send shows the API's message", async () => {
  fakeFetch({ status: 403, body: { statusCode: 403, error: "Forbidden", message: "Your role does not allow this" } });
  const section = renderPanel({ ...base, state: "failed", attempts: 5, lastError: "550" });
  await userEvent.setup().click(await within(section).findByRole("button", { name: "Send again" }));
  expect(await within(section).findByRole("status")).toHaveTextContent("Your role does not allow this");
  expect(detail(section, "State")).toBe("Failed");
});

test("Send again without a mail server says it was not sent and why", async () => {
  fakeFetch(
    { status: 202, body: { notification: { ...base, state: "waiting", attempts: 0 } } },
    { status: 200, body: { notification: { ...base, state: "not_configured", attempts: 0 } } },
  );
  const section = renderPanel({ ...base, state: "not_configured", attempts: 0 });
  await userEvent.setup().click(await within(section).findByRole("button", { name: "Send again" }));
  expect(await within(section).findByText("Not sent: email sending is not set up yet, so it waits.", {}, { timeout: 6_000 })).toHaveAttribute("role", "status");
  expect(detail(section, "State")).toBe("Not set up");
});
