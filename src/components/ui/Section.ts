import styled from "styled-components";
import { Band } from "./Container";

/** A band of a marketing page with a centred h2 and an optional lead. */
export const Section = styled(Band)`
  position: relative;
`;

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  color: ${({ theme }) => theme.colors.white};
  text-align: center;
  span { color: ${({ theme }) => theme.colors.accent}; }
`;

export const SectionLead = styled.p`
  max-width: 40rem;
  margin: 0 auto ${({ theme }) => theme.space.xl};
  text-align: center;
  color: ${({ theme }) => theme.colors.moonDim};
`;
