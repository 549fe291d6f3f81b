import "./jsdom-env";
import { render, screen, within } from "@testing-library/react";
import React from "react";
import { AdminContext, type AuthProvider } from "react-admin";
import { ConsoleNav } from "../../src/admin/ConsoleLayout";
import { RESOURCES, type Role } from "../../src/admin/roles";

const authFor = (role: Role, rights: string[] = []): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => role,
  getIdentity: async () => ({ id: `${role}@selenova.example`, fullName: `${role}@selenova.example`, rights }),
});

const LINKS: Record<Role, string[]> = {
  admin: ["Enquiries", "Applications", "Downloads", "Jobs", "Blog posts", "Content", "Not found", "Staff", "Audit log", "Privacy requests", "Site", "Analytics"],
  hr: ["Applications", "Jobs"],
  marketing: ["Downloads", "Blog posts", "Content", "Not found", "Site", "Analytics"],
  sales: ["Enquiries", "Downloads", "Analytics"],
};

describe("the Console navigation", () => {
  test.each(Object.entries(LINKS) as [Role, string[]][])("%s sees real links to exactly the screens the role may use", async (role, expected) => {
    render(
      <AdminContext authProvider={authFor(role)}>
        <ConsoleNav />
      </AdminContext>,
    );
    const nav = await screen.findByRole("navigation", { name: "Console" });
    await within(nav).findByRole("link", { name: expected[0] });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(expected);
    for (const link of links) {
      // The Site (issue 23) and Analytics (issue 31) screens are pages of their own, not resources.
      const name = RESOURCES.find((r) => r.label === link.textContent)?.name ?? ({ Site: "site", Analytics: "analytics" } as Record<string, string>)[link.textContent ?? ""];
      expect(link.getAttribute("href")).toMatch(new RegExp(`/${name}$`));
    }
    expect(within(nav).queryByRole("menuitem")).toBeNull();
  });

  it("adds Privacy requests for an account an admin gave the privacy right", async () => {
    render(
      <AdminContext authProvider={authFor("sales", ["privacy"])}>
        <ConsoleNav />
      </AdminContext>,
    );
    const nav = await screen.findByRole("navigation", { name: "Console" });
    const link = await within(nav).findByRole("link", { name: "Privacy requests" });
    expect(link.getAttribute("href")).toMatch(/\/privacy-requests$/);
    expect(within(nav).getAllByRole("link").map((l) => l.textContent)).toEqual(["Enquiries", "Downloads", "Privacy requests", "Analytics"]);
  });
});
