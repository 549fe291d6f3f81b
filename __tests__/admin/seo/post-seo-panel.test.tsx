/**
 * The post editor's SEO panel (issue 30), as a marketer uses it: the search result and the social card show
 * the post as its page would (its title and the start of its text until it has SEO texts of its own), follow
 * what is typed, warn in words under a field that is too long for search results, and the save still goes.
 */
import "../jsdom-env";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { AdminContext, ResourceContextProvider, TestMemoryRouter } from "react-admin";
import { Route, Routes } from "react-router-dom";
import { createDataProvider } from "../../../src/admin/data-provider";
import { PostEdit } from "../../../src/admin/posts";
import { API_URL } from "../../../src/lib/api-base";
import { SEARCH_DESCRIPTION_LENGTH, SEARCH_TITLE_LENGTH } from "../../../shared/seo";
import { jsdomFetch as fakeFetch } from "../jsdom-fetch";

jest.setTimeout(90_000);

const BODY_START = "Mission control checks every word before launch.";
const POST = {
  id: 7,
  title: "Moon landing notes",
  url: "moon-landing-notes",
  blog: `<p>${BODY_START}</p><p>${"Then the rockets fly over Pune. ".repeat(8)}</p>`,
  status: "draft",
  publishedAt: null,
  image: `${API_URL}/blog-images/moon.webp`,
  imageWidth: 1200,
  imageHeight: 630,
  createdAt: "2026-03-01T06:30:00.000Z",
  updatedAt: "2026-03-01T06:30:00.000Z",
  version: 2,
  seoTitle: null,
  seoDescription: null,
};

const openPost = () =>
  render(
    <TestMemoryRouter initialEntries={["/posts/7"]}>
      <AdminContext dataProvider={createDataProvider()}>
        <ResourceContextProvider value="posts">
          <Routes>
            <Route path="/posts/:id" element={<PostEdit />} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );

const search = () => screen.getByRole("region", { name: "Search result preview" });
const social = () => screen.getByRole("region", { name: "Social card preview" });

test("the previews show the post's title and text until it has its own, then follow what is typed", async () => {
  const user = userEvent.setup();
  fakeFetch({ status: 200, body: POST });
  openPost();

  const seoTitle = await screen.findByRole("textbox", { name: "SEO title" });
  expect(within(search()).getByText("Moon landing notes | Selenova Digital")).toBeInTheDocument();
  expect(within(search()).getByText(`${window.location.origin}/blog/moon-landing-notes`)).toBeInTheDocument();
  expect(within(search()).getByText(new RegExp(`^${BODY_START} Then the rockets`))).toBeInTheDocument();
  expect(within(social()).getByText("Moon landing notes | Selenova Digital")).toBeInTheDocument();
  expect(within(social()).getByRole("presentation")).toHaveAttribute("src", POST.image);
  expect(seoTitle).toHaveAccessibleDescription(/No SEO title: search results and shares show the post's title\./);
  expect(screen.getByRole("textbox", { name: "SEO description" })).toHaveAccessibleDescription(/No SEO description: search results and shares show the start of the post's text\./);

  await user.type(seoTitle, "Rockets for marketers");
  expect(within(search()).getByText("Rockets for marketers | Selenova Digital")).toBeInTheDocument();
  expect(within(social()).getByText("Rockets for marketers | Selenova Digital")).toBeInTheDocument();
  expect(seoTitle).not.toHaveAccessibleDescription(/No SEO title|Too long/);

  await user.type(screen.getByRole("textbox", { name: "SEO description" }), "How a launch plan reads in a search result.");
  expect(within(search()).getByText("How a launch plan reads in a search result.")).toBeInTheDocument();
  expect(within(social()).getByText("How a launch plan reads in a search result.")).toBeInTheDocument();
  expect(within(search()).queryByText(new RegExp(BODY_START))).toBeNull();
});

test("a title of 61 characters or a long description warns under its field, is cut in the preview, and still saves", async () => {
  const user = userEvent.setup();
  const title = `${"Launch ".repeat(8)}plans!!!!`.slice(0, SEARCH_TITLE_LENGTH + 1);
  const description = "Words that orbit. ".repeat(10).trim();
  expect(Array.from(title)).toHaveLength(61);
  expect(description.length).toBeGreaterThan(SEARCH_DESCRIPTION_LENGTH);
  const { sent } = fakeFetch({ status: 200, body: POST }, { status: 200, body: { ...POST, seoTitle: title, seoDescription: description, version: 3 } });
  openPost();

  const seoTitle = await screen.findByRole("textbox", { name: "SEO title" });
  await user.type(seoTitle, title);
  expect(seoTitle).toHaveAccessibleDescription(/Too long: 61 characters, and search results show about 60: the end will be cut off\./);
  const shownTitle = within(search()).getByText(/^Launch Launch/);
  expect(shownTitle.textContent).toMatch(/…$/);
  expect(Array.from(shownTitle.textContent ?? "")).toHaveLength(SEARCH_TITLE_LENGTH);

  // A description written elsewhere is pasted in.
  const seoDescription = screen.getByRole("textbox", { name: "SEO description" });
  await user.click(seoDescription);
  await user.paste(description);
  expect(seoDescription).toHaveAccessibleDescription(new RegExp(`Too long: ${description.length} characters, and search results show about 160`));
  const shownDescription = within(search()).getByText(/^Words that orbit\./);
  expect(Array.from(shownDescription.textContent ?? "")).toHaveLength(SEARCH_DESCRIPTION_LENGTH);
  expect(shownDescription.textContent).toMatch(/…$/);

  await user.click(screen.getByRole("button", { name: "Save" }));
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[1]).toMatchObject({ url: `${API_URL}/staff/posts/7`, method: "PUT" });
  expect(JSON.parse(String(sent[1].body))).toMatchObject({ seoTitle: title, seoDescription: description, version: 2 });
});
