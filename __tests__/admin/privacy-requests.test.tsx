import "./jsdom-env";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { AdminContext, RecordContextProvider, ResourceContextProvider } from "react-admin";
import { createDataProvider } from "../../src/admin/data-provider";
import { PrivacyRequestList } from "../../src/admin/privacy";
import { UserList } from "../../src/admin/users";
import { RequestView } from "../../src/admin/privacy/RequestPage";
import { API_URL } from "../../src/lib/api-base";
import { jsdomFetch as fakeFetch } from "./jsdom-fetch";
import type { Sent } from "./fake-fetch";

const json = (sent: Sent): unknown => JSON.parse(String(sent.body));

jest.setTimeout(30_000);

const REQUEST = {
  id: 4,
  email: "asha@example.in",
  type: "erasure",
  details: "Please erase <b>everything</b>",
  status: "open",
  createdAt: "2026-11-20T08:30:00.000Z",
  confirmedAt: "2026-11-20T09:00:00.000Z",
  dueAt: "2026-12-20T09:00:00.000Z",
  overdue: false,
  closedAt: null,
  note: "",
  erasedAt: null,
};

const ENQUIRY = { id: 7, firstName: "Asha", lastName: "K", email: "Asha@Example.in", phoneNumber: "9876543210", message: "<img src=x onerror=alert(1)>", createdAt: "2026-11-19T08:30:00.000Z", noticeVersion: "2026-12", erasureDate: "2028-11-18" };
const DOWNLOAD = { id: 3, firstName: "Asha", lastName: "K", email: "asha@example.in", phoneNumber: "9876543210", caseStudyName: "kalpa", caseStudyTitle: "Kalpa Motors", pdf: "kalpa-ev9", createdAt: "2026-11-18T08:30:00.000Z", noticeVersion: null, erasureDate: "2027-11-18" };
const HELD = { enquiries: [ENQUIRY], applications: [], downloads: [DOWNLOAD] };

function renderRequest(record: Record<string, unknown> = REQUEST) {
  return render(
    <AdminContext dataProvider={createDataProvider()}>
      <ResourceContextProvider value="privacy-requests">
        <RecordContextProvider value={record}>
          <RequestView />
        </RecordContextProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );
}

const detail = (section: HTMLElement, term: string) => within(section).getByText(term, { selector: "dt" }).nextElementSibling?.textContent;

describe("the Privacy requests list", () => {
  it("lists requests as the API orders them, each email a link to its page, with what it asks and an overdue mark in words", async () => {
    const { sent } = fakeFetch({
      status: 200,
      body: { items: [{ ...REQUEST, id: 9, email: "late@example.in", overdue: true, dueAt: "2026-11-01T09:00:00.000Z" }, REQUEST], total: 2, page: 1, pageSize: 25 },
    });
    render(
      <AdminContext dataProvider={createDataProvider()}>
        <ResourceContextProvider value="privacy-requests">
          <PrivacyRequestList />
        </ResourceContextProvider>
      </AdminContext>,
    );
    const late = await screen.findByRole("link", { name: "late@example.in" });
    expect(late.getAttribute("href")).toMatch(/\/privacy-requests\/9\/show$/);
    const rows = screen.getAllByRole("row").slice(1);
    expect(within(rows[0]).getByText("· Overdue", { exact: false })).toBeInTheDocument();
    expect(within(rows[1]).queryByText(/Overdue/)).toBeNull();
    expect(within(rows[1]).getByText("Erasure")).toBeInTheDocument();
    expect(sent[0].url).toBe(`${API_URL}/staff/privacy-requests?page=1`);
    expect(sent[0].credentials).toBe("include");
    expect(screen.getByRole("combobox", { name: "Status" })).toBeInTheDocument();
  });
});

describe("a privacy request's page", () => {
  it("shows the request and every lead held for the address, as text, with Export as a real download link", async () => {
    const { sent } = fakeFetch({ status: 200, body: HELD });
    const { container } = renderRequest();
    const request = screen.getByRole("region", { name: "The request" });
    expect(detail(request, "Email")).toBe("asha@example.in");
    expect(detail(request, "Asks for")).toBe("Erasure");
    expect(detail(request, "Details")).toBe("Please erase <b>everything</b>");
    const held = screen.getByRole("region", { name: "Data held for this address" });
    expect(await within(held).findByText("<img src=x onerror=alert(1)>")).toBeInTheDocument();
    expect(container.querySelector("img, b")).toBeNull();
    expect(within(held).getByRole("heading", { name: "Enquiries (1)" })).toBeInTheDocument();
    expect(within(held).getByRole("heading", { name: "Applications (0)" })).toBeInTheDocument();
    expect(within(held).getByText("Version 2026-12")).toBeInTheDocument();
    expect(within(held).getByText("Not recorded (sent before the notice)")).toBeInTheDocument();
    expect(sent[0].url).toBe(`${API_URL}/staff/privacy-requests/4/data`);
    expect(within(held).getByRole("link", { name: "Export (ZIP)" })).toHaveAttribute("href", `${API_URL}/staff/privacy-requests/4/export`);
  });

  it("erases only after a confirmation dialog that says how many records go, then says what was erased", async () => {
    const user = userEvent.setup();
    const { sent } = fakeFetch(
      { status: 200, body: HELD },
      { status: 200, body: { erased: { enquiries: 1, applications: 0, downloads: 1 } } },
      { status: 200, body: { enquiries: [], applications: [], downloads: [] } },
    );
    renderRequest();
    await user.click(await screen.findByRole("button", { name: "Erase…" }));
    const dialog = screen.getByRole("dialog", { name: "Erase everything held for asha@example.in?" });
    expect(dialog).toHaveTextContent("This erases 1 enquiry, 0 applications and 1 download request for good");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Erase…" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Erase for good" }));
    expect(await screen.findByText("Erased 1 enquiry, 0 applications and 1 download request.")).toBeInTheDocument();
    expect(sent[1]).toMatchObject({ url: `${API_URL}/staff/privacy-requests/4/erase`, method: "POST", credentials: "include" });
    expect(json(sent[1])).toEqual({});
    expect(await screen.findByRole("heading", { name: "Enquiries (0)" })).toBeInTheDocument();
  });

  it("lists, in the erase dialog, other people's records that mention the person, each a link to its page", async () => {
    const user = userEvent.setup();
    const quotedElsewhere = [
      { kind: "enquiries", id: 12, field: "message", excerpt: "…I was referred by Asha K, who said…" },
      { kind: "downloads", id: 5, field: "note", excerpt: "Call back on 9876543210" },
    ];
    fakeFetch({ status: 200, body: { ...HELD, quotedElsewhere } });
    renderRequest();
    await user.click(await screen.findByRole("button", { name: "Erase…" }));
    const dialog = screen.getByRole("dialog", { name: "Erase everything held for asha@example.in?" });
    const section = within(dialog).getByRole("region", { name: "Other people's records that mention this person (2)" });
    expect(section).toHaveTextContent("erasing does not change them");
    expect(within(section).getByRole("link", { name: "Enquiry #12, message" }).getAttribute("href")).toMatch(/\/enquiries\/12$/);
    expect(within(section).getByRole("link", { name: "Download request #5, staff note" }).getAttribute("href")).toMatch(/\/downloads\/5$/);
    expect(within(section).getByText("…I was referred by Asha K, who said…")).toBeInTheDocument();
  });

  it("does not ask for the data of a request that is not confirmed yet", async () => {
    const { sent } = fakeFetch();
    renderRequest({ ...REQUEST, status: "unconfirmed", confirmedAt: null, dueAt: null });
    expect(screen.getByText(/has not confirmed the request yet/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Erase…" })).toBeNull();
    expect(screen.queryByRole("form", { name: "Close the request" })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveLength(0);
  });

  it("closes as refused only with a note, sent as {status, note}", async () => {
    const user = userEvent.setup();
    const { sent } = fakeFetch({ status: 200, body: HELD }, { status: 200, body: { ...REQUEST, status: "refused", note: "We must keep invoices." } });
    renderRequest();
    const form = screen.getByRole("form", { name: "Close the request" });
    await user.click(within(form).getByRole("radio", { name: "Refused" }));
    await user.click(within(form).getByRole("button", { name: "Close request" }));
    const note = within(form).getByRole("textbox", { name: "Note to the requester" });
    expect(note).toHaveAccessibleDescription("Say why the request is refused: the requester is mailed this note.");
    expect(note).toHaveFocus();
    await user.type(note, "We must keep invoices.");
    await user.click(within(form).getByRole("button", { name: "Close request" }));
    expect(await screen.findByText("The request is closed as refused; the requester is mailed.")).toBeInTheDocument();
    const patch = sent.find((s) => s.method === "PATCH");
    expect(patch?.url).toBe(`${API_URL}/staff/privacy-requests/4`);
    expect(json(patch!)).toEqual({ status: "refused", note: "We must keep invoices." });
  });
});

describe("the privacy right on the Staff list", () => {
  it("gives an account the privacy right with PUT /staff/users/:id/rights; admins have it with their role", async () => {
    const user = userEvent.setup();
    const { sent } = fakeFetch(
      { status: 200, body: { items: [{ id: 2, email: "sales@selenova.example", role: "sales", rights: [], createdAt: REQUEST.createdAt }, { id: 1, email: "boss@selenova.example", role: "admin", rights: [], createdAt: REQUEST.createdAt }], total: 2, page: 1, pageSize: 25 } },
      { status: 200, body: { id: 2, email: "sales@selenova.example", role: "sales", rights: ["privacy"], createdAt: REQUEST.createdAt } },
      { status: 200, body: { items: [{ id: 2, email: "sales@selenova.example", role: "sales", rights: ["privacy"], createdAt: REQUEST.createdAt }], total: 1, page: 1, pageSize: 25 } },
    );
    render(
      <AdminContext dataProvider={createDataProvider()}>
        <ResourceContextProvider value="users">
          <UserList />
        </ResourceContextProvider>
      </AdminContext>,
    );
    expect(await screen.findByText("Yes (admin)")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Give sales@selenova.example the privacy right" }));
    expect(await screen.findByRole("button", { name: "Take away the privacy right from sales@selenova.example" })).toBeInTheDocument();
    expect(sent[1]).toMatchObject({ url: `${API_URL}/staff/users/2/rights`, method: "PUT" });
    expect(json(sent[1])).toEqual({ rights: ["privacy"] });
  });
});
