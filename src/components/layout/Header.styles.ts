import { Link } from "gatsby";
import styled, { css } from "styled-components";
import { atLeast, below } from "../../styles/media";

export const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  height: ${({ theme }) => theme.layout.headerHeight};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: 0 ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.scrim(0.92)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.navyLight};
  ${below.menuCompact} {
    padding: 0 ${({ theme }) => theme.space.md};
  }
`;

export const Brand = styled(Link)`
  color: ${({ theme }) => theme.colors.moon};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  text-decoration: none;
  margin-right: auto;
  span { color: ${({ theme }) => theme.colors.accent}; }
  ${below.menuCompact} { font-size: ${({ theme }) => theme.fontSizes.md}; }
`;

export const MenuToggle = styled.button`
  min-width: 44px;
  min-height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.crater};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.moon};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  ${atLeast.menu} { display: none; }
`;

export const Navigation = styled.nav<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? "block" : "none")};
  position: fixed;
  top: ${({ theme }) => theme.layout.headerHeight};
  right: 0;
  width: min(360px, 100vw);
  max-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.navy};
  padding: ${({ theme }) => theme.space.md};
  border-left: 1px solid ${({ theme }) => theme.colors.navyLight};
  ${below.menuCompact} { width: 100vw; border-left: 0; }
  ${atLeast.menu} {
    display: block;
    position: static;
    width: auto;
    max-height: none;
    overflow: visible;
    background: none;
    padding: 0;
    border: 0;
  }
`;

export const NavList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  ${atLeast.menu} { flex-direction: row; gap: ${({ theme }) => theme.space.lg}; }
`;

/** Mobile first: a submenu shows when toggled open; from 992 px up, on hover or keyboard focus. */
export const NavItem = styled.li<{ $open: boolean }>`
  position: relative;
  & > ul { display: ${({ $open }) => ($open ? "block" : "none")}; }
  ${atLeast.menu} {
    & > ul { display: none; }
    &:hover > ul, &:focus-within > ul { display: block; }
  }
`;

const activeStyle = css`
  color: ${({ theme }) => theme.colors.accent};
  border-bottom-color: ${({ theme }) => theme.colors.accent};
`;

export const NavLink = styled(Link)<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.moon};
  text-decoration: none;
  font-weight: 600;
  border-bottom: 2px solid transparent;
  ${({ $active }) => $active && activeStyle}
  &:hover { color: ${({ theme }) => theme.colors.accent}; }
`;

export const DropdownPanel = styled.ul<{ $open: boolean }>`
  display: none;
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} 0;
  background: ${({ theme }) => theme.colors.navy};
  border: 1px solid ${({ theme }) => theme.colors.navyLight};
  border-radius: ${({ theme }) => theme.radii.sm};
  ${atLeast.menu} {
    /*
     * Hung from the entry's right edge, opening leftwards: the entries sit at the bar's right end, so a panel
     * opening rightwards ran off the viewport (Launch at 1280 px). Never wider than the viewport.
     */
    position: absolute;
    top: 100%;
    right: 0;
    min-width: min(260px, calc(100vw - 2 * ${({ theme }) => theme.space.md}));
    box-shadow: 0 12px 32px rgba(0, 0, 0, 0.5);
  }
`;

export const DropdownItemLink = styled(Link)`
  display: block;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.moon};
  text-decoration: none;
  &:hover, &[aria-current="page"] { color: ${({ theme }) => theme.colors.accent}; }
`;
