import styled from "styled-components";

export const Strip = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
`;

export const Thumb = styled.button`
  display: block;
  width: calc(100% - ${({ theme }) => theme.space.md});
  margin: 0 auto;
  padding: 0;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.moonDim};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;
  cursor: pointer;
  > span { display: block; padding: ${({ theme }) => theme.space.sm}; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  &:hover { border-color: ${({ theme }) => theme.colors.crater}; }
  &[aria-pressed="true"] { border-color: ${({ theme }) => theme.colors.accent}; color: ${({ theme }) => theme.colors.white}; }
`;
