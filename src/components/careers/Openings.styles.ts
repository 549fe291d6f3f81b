import styled from "styled-components";
import { below } from "../../styles/media";

export const Section = styled.section`
  padding: ${({ theme }) => `${theme.space.xxl} 0`};
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: 260px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  ${below.menu} { grid-template-columns: minmax(0, 1fr); }
`;

export const Kicker = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  text-transform: uppercase;
  letter-spacing: 0.12em;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 700;
`;

export const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  color: ${({ theme }) => theme.colors.white};
  &:focus { outline: none; }
`;

/** Holds the confirmation toast at the top centre of the window, under the fixed header. */
export const ConfirmationArea = styled.div`
  position: fixed;
  top: ${({ theme }) => theme.layout.headerHeight};
  left: 0;
  right: 0;
  height: 0;
  z-index: 20;
`;
