import "./jsdom-env";
import { render, screen, within } from "@testing-library/react";
import React from "react";
import { AdminContext, type AuthProvider } from "react-admin";
import { ConsoleNav } from "../../src/admin/ConsoleLayout";
import { RESOURCES, type Role } from "../../src/admin/roles";

const authFor = (role: Role): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => role,
});

const LINKS: Record<Role, string[]> = {
  admin: ["Enquiries", "Applications", "Downloads", "Jobs", "Blog posts", "Staff", "Audit log", "Site"],
  hr: ["Applications", "Jobs"],
  marketing: ["Downloads", "Blog posts", "Site"],
  sales: ["Enquiries", "Downloads"],
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
      // The Site screen (issue 23) is a page of its own, not a resource.
      const name = RESOURCES.find((r) => r.label === link.textContent)?.name ?? (link.textContent === "Site" ? "site" : undefined);
      expect(link.getAttribute("href")).toMatch(new RegExp(`/${name}$`));
    }
    expect(within(nav).queryByRole("menuitem")).toBeNull();
  });
});
