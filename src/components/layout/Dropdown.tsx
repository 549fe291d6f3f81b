import React from "react";
import { ariaCurrentFor } from "../../lib/nav";
import { DropdownPanel, DropdownItemLink, NavItem, NavLink } from "./Header.styles";

export interface DropdownItem {
  to: string;
  label: string;
}

export interface DropdownProps {
  id: string;
  label: string;
  /** Where the trigger navigates on wide screens. */
  to: string;
  items: readonly DropdownItem[];
  pathname: string;
  active: boolean;
  /** Open by click, on narrow screens. */
  open: boolean;
  narrow: boolean;
  onTriggerClick: (event: React.MouseEvent) => void;
}

/**
 * A header entry with a submenu. On wide screens the trigger is a plain link and the submenu opens
 * on hover or keyboard focus; below 992 px the trigger toggles the submenu instead of navigating.
 */
export function Dropdown({ id, label, to, items, pathname, active, open, narrow, onTriggerClick }: DropdownProps) {
  return (
    <NavItem $open={open}>
      <NavLink
        to={to}
        onClick={onTriggerClick}
        aria-current={ariaCurrentFor(to, pathname, active)}
        aria-expanded={narrow ? open : undefined}
        aria-controls={narrow ? id : undefined}
        $active={active}
      >
        {label}
        <span aria-hidden="true"> ▾</span>
      </NavLink>
      <DropdownPanel id={id} aria-label={`${label} pages`} $open={open}>
        {items.map((item) => (
          <li key={item.to}>
            <DropdownItemLink to={item.to} aria-current={ariaCurrentFor(item.to, pathname)}>
              {item.label}
            </DropdownItemLink>
          </li>
        ))}
      </DropdownPanel>
    </NavItem>
  );
}
