import React, { useEffect, useState } from "react";
import { activeSection, ariaCurrentFor } from "../../lib/nav";
import { useMediaQuery } from "../../lib/use-media-query";
import { belowWidth } from "../../styles/media";
import { breakpoints } from "../../styles/theme";
import { Dropdown, type DropdownItem } from "./Dropdown";
import { Bar, Brand, MenuToggle, NavList, NavLink, Navigation } from "./Header.styles";

export interface HeaderProps {
  brand: string;
  pathname: string;
  services: readonly { slug: string; titleSmall: string }[];
}

type OpenMenu = "services" | "launch" | null;

const LAUNCH_ITEMS: DropdownItem[] = [
  { to: "/contact-us", label: "Contact Us" },
  { to: "/career", label: "Career" },
];

/** The fixed header: About, the Services and Launch dropdowns, and the collapsed menu below 992 px. */
export function Header({ brand, pathname, services }: HeaderProps) {
  const narrow = useMediaQuery(belowWidth(breakpoints.menu));
  const [menuOpen, setMenuOpen] = useState(false);
  const [openMenu, setOpenMenu] = useState<OpenMenu>(null);
  const section = activeSection(pathname);

  useEffect(() => {
    setMenuOpen(false);
    setOpenMenu(null);
  }, [pathname]);

  const serviceItems = services.map((s) => ({ to: `/services/${s.slug}`, label: s.titleSmall }));
  const toggle = (name: Exclude<OpenMenu, null>) => (event: React.MouseEvent) => {
    if (!narrow) return;
    event.preventDefault();
    setOpenMenu((current) => (current === name ? null : name));
  };

  return (
    <Bar>
      <Brand to="/" aria-label={`${brand} home`}>
        <span aria-hidden="true">☾</span> {brand}
      </Brand>
      <MenuToggle
        type="button"
        aria-expanded={menuOpen}
        aria-controls="site-menu"
        aria-label={menuOpen ? "Close menu" : "Open menu"}
        onClick={() => setMenuOpen((open) => !open)}
      >
        <span aria-hidden="true">{menuOpen ? "✕" : "☰"}</span>
      </MenuToggle>
      <Navigation id="site-menu" aria-label="Main" $open={menuOpen}>
        <NavList>
          <li>
            <NavLink to="/about" aria-current={ariaCurrentFor("/about", pathname)} $active={section === "about"}>
              About
            </NavLink>
          </li>
          <Dropdown
            id="services-menu"
            label="Services"
            to="/services"
            items={serviceItems}
            pathname={pathname}
            active={section === "services"}
            open={openMenu === "services"}
            narrow={narrow}
            onTriggerClick={toggle("services")}
          />
          <Dropdown
            id="launch-menu"
            label="Launch"
            to="/contact-us"
            items={LAUNCH_ITEMS}
            pathname={pathname}
            active={section === "launch"}
            open={openMenu === "launch"}
            narrow={narrow}
            onTriggerClick={toggle("launch")}
          />
        </NavList>
      </Navigation>
    </Bar>
  );
}

