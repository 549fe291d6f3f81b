import styled from "styled-components";
import { below } from "../../styles/media";

/** A plain list laid out as cards: three columns, two below the menu breakpoint, one on small phones. */
export const CardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  ${below.menu} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${below.small} { grid-template-columns: 1fr; }
`;
