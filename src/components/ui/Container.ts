import styled from "styled-components";

/** Centres content at the theme's maximum width with side padding. */
export const Container = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.lg};
`;

/** A vertical band of the page. */
export const Band = styled.section`
  padding: ${({ theme }) => theme.space.xxl} 0;
`;
