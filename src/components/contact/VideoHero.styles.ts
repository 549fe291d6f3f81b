import styled from "styled-components";
import { Container } from "../ui/Container";

export const Hero = styled.section`
  position: relative;
  display: grid;
  min-height: clamp(420px, 70vh, 720px);
  overflow: hidden;
  background: ${({ theme }) => theme.colors.navy};
  grid-template-columns: minmax(0, 1fr);
  > * { grid-area: 1 / 1; }
`;

export const Backdrop = styled.div`
  position: relative;
  video { width: 100%; height: 100%; object-fit: cover; }
  &::after { content: ""; position: absolute; inset: 0; background: ${({ theme }) => theme.scrim(0.6)}; }
`;

export const Copy = styled(Container)`
  position: relative;
  width: 100%;
  align-self: center;
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
  h1 { font-size: ${({ theme }) => theme.fontSizes.hero}; color: ${({ theme }) => theme.colors.white}; }
  p { max-width: 34rem; font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;

export const PauseButton = styled.button`
  position: relative;
  align-self: end;
  justify-self: end;
  margin: ${({ theme }) => theme.space.md};
  min-width: 44px;
  min-height: 44px;
  border-radius: ${({ theme }) => theme.radii.round};
  border: 1px solid ${({ theme }) => theme.colors.moonDim};
  background: ${({ theme }) => theme.scrim(0.7)};
  color: ${({ theme }) => theme.colors.moon};
  cursor: pointer;
`;
