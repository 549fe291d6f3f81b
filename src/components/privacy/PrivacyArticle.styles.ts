import styled from "styled-components";
import { Container } from "../ui/Container";

/** The reading column of the privacy pages (as the terms page's). */
export const Article = styled(Container)`
  max-width: 48rem;
  h1 { font-size: ${({ theme }) => theme.fontSizes.hero}; color: ${({ theme }) => theme.colors.white}; }
  h2 { font-size: ${({ theme }) => theme.fontSizes.xl}; color: ${({ theme }) => theme.colors.accent}; margin-top: ${({ theme }) => theme.space.xl}; }
  h3 { font-size: ${({ theme }) => theme.fontSizes.lg}; color: ${({ theme }) => theme.colors.white}; margin-top: ${({ theme }) => theme.space.lg}; }
  nav ol { columns: 2 14rem; padding-left: 1.25rem; }
  li { margin-bottom: ${({ theme }) => theme.space.xs}; }
  dt { font-weight: 700; color: ${({ theme }) => theme.colors.white}; }
  dd { margin: 0 0 ${({ theme }) => theme.space.sm}; }
`;

/** Version and effective date under the title. */
export const Meta = styled.p`
  color: ${({ theme }) => theme.colors.moonDim};
`;
