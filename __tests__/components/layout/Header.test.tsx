import { act, fireEvent, screen, within } from "@testing-library/react";
import React from "react";
import { mockMatchMedia, renderWithTheme } from "../../../jest/render";
import { Header } from "../../../src/components/layout/Header";

const services = [
  { slug: "digital-marketing", titleSmall: "Digital Marketing" },
  { slug: "branding", titleSmall: "Branding" },
];

/** Hidden elements have no accessible name (accname step 2A), so a closed submenu is found by its label. */
function submenu(nav: HTMLElement, label: string): HTMLElement {
  const list = within(nav)
    .getAllByRole("list", { hidden: true })
    .find((el) => el.getAttribute("aria-label") === label);
  if (!list) throw new Error(`no submenu labelled ${label}`);
  return list;
}

function renderHeader(pathname: string) {
  const result = renderWithTheme(<Header brand="Selenova Digital" pathname={pathname} services={services} />);
  fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
  return result;
}

// jsdom applies no media queries, so the styles are those of the mobile-first base (the collapsed menu):
// each test opens the menu first. What matchMedia answers decides the behaviour of the Services and
// Launch links. The browser tests check what is visible at real widths.
describe("Header", () => {
  afterEach(() => mockMatchMedia(() => false));

  it("offers About, a Services dropdown with every service and a Launch dropdown", () => {
    renderHeader("/");
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "About" })).toHaveAttribute("href", "/about");
    const servicesList = submenu(nav, "Services pages");
    expect(within(servicesList).getAllByRole("link", { hidden: true }).map((a) => a.getAttribute("href"))).toEqual([
      "/services/digital-marketing",
      "/services/branding",
    ]);
    const launchList = submenu(nav, "Launch pages");
    expect(within(launchList).getAllByRole("link", { hidden: true }).map((a) => a.textContent)).toEqual(["Contact Us", "Career"]);
  });

  it("marks Services current on any /services path and Launch on /contact-us and /career", () => {
    const { unmount } = renderHeader("/services/branding");
    expect(screen.getByRole("link", { name: "Services" })).toHaveAttribute("aria-current", "true");
    const branding = within(submenu(screen.getByRole("navigation", { name: "Main" }), "Services pages")).getByRole("link", {
      name: "Branding",
      hidden: true,
    });
    expect(branding).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Launch" })).not.toHaveAttribute("aria-current");
    unmount();
    renderHeader("/career");
    expect(screen.getByRole("link", { name: "Launch" })).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("link", { name: "Services" })).not.toHaveAttribute("aria-current");
  });

  it("on wide screens lets the Services link navigate", () => {
    mockMatchMedia(() => false);
    renderHeader("/");
    const link = screen.getByRole("link", { name: "Services" });
    expect(link).not.toHaveAttribute("aria-expanded");
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it("below 992 px toggles the dropdowns instead of navigating, and the menu button names itself", () => {
    mockMatchMedia((query) => query.includes("max-width: 991.98px"));
    renderHeader("/");
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");

    const services = screen.getByRole("link", { name: "Services" });
    expect(services).toHaveAttribute("aria-expanded", "false");
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    act(() => {
      services.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(services).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(services);
    expect(services).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the menu and its dropdowns when the path changes", () => {
    mockMatchMedia((query) => query.includes("max-width: 991.98px"));
    const { rerender } = renderHeader("/");
    fireEvent.click(screen.getByRole("link", { name: "Launch" }));
    expect(screen.getByRole("link", { name: "Launch" })).toHaveAttribute("aria-expanded", "true");
    rerender(<Header brand="Selenova Digital" pathname="/career" services={services} />);
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("navigation", { name: "Main" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Launch", hidden: true })).toHaveAttribute("aria-expanded", "false");
  });
});
