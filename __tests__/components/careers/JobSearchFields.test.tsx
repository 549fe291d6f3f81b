import { act, screen } from "@testing-library/react";
import React, { useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { ThemeProvider } from "styled-components";
import { JobSearchFields } from "../../../src/components/careers/JobSearchFields";
import { NO_SEARCH, type JobSearch } from "../../../src/lib/job-filter";
import { theme } from "../../../src/styles/theme";

let seen: JobSearch = NO_SEARCH;

function Searches() {
  const [search, setSearch] = useState(NO_SEARCH);
  seen = search;
  return (
    <ThemeProvider theme={theme}>
      <JobSearchFields search={search} onChange={setSearch} />
    </ThemeProvider>
  );
}

describe("JobSearchFields before the app starts", () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = "";
  });

  it("is usable at once and keeps what was typed before it hydrated", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Searches />);
    document.body.appendChild(container);
    const title = screen.getByLabelText("Job title or skill") as HTMLInputElement;
    expect(title).toBeEnabled();
    title.value = "React"; // typed while no script listened
    await act(async () => {
      root = hydrateRoot(container, <Searches />);
    });
    expect(seen).toEqual({ title: "React", location: "" });
    expect(screen.getByLabelText("Job title or skill")).toHaveValue("React");
  });
});
