import styled from "styled-components";
import { below } from "../../styles/media";

/** Logo columns per width; the grid reserves rows for the fullest category so switching never moves the page. */
export const LOGO_COLUMNS = { wide: 5, tablet: 3, phone: 2 } as const;
const TILE_HEIGHT_PX = 96;
const GAP_PX = 16;

function reserved(most: number, columns: number): string {
  const rows = Math.max(1, Math.ceil(most / columns));
  return `${rows * TILE_HEIGHT_PX + (rows - 1) * GAP_PX}px`;
}

export const CategoryButton = styled.button`
  width: calc(100% - ${({ theme }) => theme.space.sm});
  min-height: 44px;
  margin: 0 auto;
  display: block;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.round};
  border: 1px solid ${({ theme }) => theme.colors.crater};
  background: transparent;
  color: ${({ theme }) => theme.colors.moon};
  white-space: nowrap;
  cursor: pointer;
  &:hover { border-color: ${({ theme }) => theme.colors.accent}; }
  &[aria-pressed="true"] {
    background: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.space};
    font-weight: 700;
  }
`;

export const ToggleRow = styled.div`
  display: flex;
  justify-content: flex-end;
  margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.lg};
`;

export const LogoList = styled.ul<{ $most: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(${LOGO_COLUMNS.wide}, minmax(0, 1fr));
  grid-auto-rows: ${TILE_HEIGHT_PX}px;
  gap: ${GAP_PX}px;
  align-content: start;
  min-height: ${({ $most }) => reserved($most, LOGO_COLUMNS.wide)};
  ${below.tablet} {
    grid-template-columns: repeat(${LOGO_COLUMNS.tablet}, minmax(0, 1fr));
    min-height: ${({ $most }) => reserved($most, LOGO_COLUMNS.tablet)};
  }
  ${below.phone} {
    grid-template-columns: repeat(${LOGO_COLUMNS.phone}, minmax(0, 1fr));
    min-height: ${({ $most }) => reserved($most, LOGO_COLUMNS.phone)};
  }
  li {
    display: grid;
    place-items: center;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.navy};
    border: 1px solid ${({ theme }) => theme.colors.navyLight};
  }
  picture { width: min(85%, 160px); }
`;
