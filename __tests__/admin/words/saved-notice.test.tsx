/** Saving a job says "Job saved", not react-admin's "Element updated" (issue 28 §7). */
import "../jsdom-env";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { Admin, Resource, type AuthProvider, type DataProvider } from "react-admin";
import { MemoryRouter } from "react-router-dom";
import { JobEdit } from "../../../src/admin/jobs";
import { PostEdit } from "../../../src/admin/posts";
import { UserList } from "../../../src/admin/users";
import { consoleI18nProvider } from "../../../src/admin/words/i18n";
import { roleLabel } from "../../../src/admin/words/role-labels";

jest.setTimeout(60_000);

const auth: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => "admin",
};

const JOB = { id: 1, job_title: "Flight engineer", location: "Pune", experience: "2-4 years", job_types: ["Full Time"], job_details: "<p>Fly.</p>", job_html: "<p>Fly well.</p>", status: "open", version: 3, updatedAt: "2026-11-20T08:30:00.000Z" };
const POST = { id: 2, title: "Moon notes", url: "moon-notes", blog: "<p>Hi</p>", status: "published", publishedAt: "2026-11-20T08:31:00.000Z", image: null, version: 1 };
const USER = { id: 4, email: "meera@selenova.example", role: "marketing", rights: [], createdAt: "2026-11-20T08:30:00.000Z" };

/** What the last save sent. */
let saved: Record<string, unknown> | null = null;

function fakeData(): DataProvider {
  const one = (resource: string) => (resource === "jobs" ? JOB : resource === "posts" ? POST : USER);
  return {
    getList: async (resource) => ({ data: [one(resource)], total: 1 }),
    getOne: async (resource) => ({ data: one(resource) }),
    getMany: async () => ({ data: [] }),
    getManyReference: async () => ({ data: [], total: 0 }),
    update: async (resource, params) => {
      saved = params.data as Record<string, unknown>;
      return { data: { ...(resource === "posts" ? POST : JOB), ...params.data, version: 4 } };
    },
    updateMany: async () => ({ data: [] }),
    create: async (_resource, params) => ({ data: { ...params.data, id: 2 } }),
    delete: async () => ({ data: USER }),
    deleteMany: async () => ({ data: [] }),
  } as DataProvider;
}

function renderConsole(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Admin authProvider={auth} dataProvider={fakeData()} i18nProvider={consoleI18nProvider} disableTelemetry>
        <Resource name="jobs" edit={JobEdit} />
        <Resource name="posts" edit={PostEdit} />
        <Resource name="users" list={UserList} />
      </Admin>
    </MemoryRouter>,
  );
}

test('saving a job says "Job saved"', async () => {
  renderConsole("/jobs/1");
  const title = await screen.findByRole("textbox", { name: "Job title" }, { timeout: 20_000 });
  const user = userEvent.setup();
  await user.type(title, " (night shift)");
  await user.click(screen.getByRole("button", { name: "Save" }));
  expect(await screen.findByText("Job saved")).toBeInTheDocument();
  expect(screen.queryByText(/Element updated/)).toBeNull();
});

test("the Staff list names each account's role by what it may do", async () => {
  renderConsole("/users");
  expect(await screen.findByText(roleLabel("marketing"), {}, { timeout: 20_000 })).toBeInTheDocument();
});

test("a post's publish time shows in IST, as the lists do", async () => {
  renderConsole("/posts/2");
  const box = await screen.findByLabelText("Publish date and time (IST)", {}, { timeout: 20_000 });
  expect(box).toHaveValue("2026-11-20T14:01");
});

test("a post's publish box shows its label above the box and saves the time typed as IST", async () => {
  renderConsole("/posts/2");
  const box = await screen.findByLabelText("Publish date and time (IST)", {}, { timeout: 20_000 });
  expect(box).toHaveAttribute("type", "datetime-local");
  // Told to, MUI moves the label above its box; otherwise it sits over the browser's own "dd/mm/yyyy, --:--".
  expect(document.querySelector(`label[for="${box.id}"]`)).toHaveAttribute("data-shrink", "true");

  fireEvent.change(box, { target: { value: "2026-11-21T10:00" } });
  await userEvent.setup().click(screen.getByRole("button", { name: "Save" }));
  expect(await screen.findByText("Post saved")).toBeInTheDocument();
  expect(saved?.publishedAt).toBe("2026-11-21T04:30:00.000Z");
});
