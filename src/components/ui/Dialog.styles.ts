import styled from "styled-components";
import { below } from "../../styles/media";

export const NativeDialog = styled.dialog`
  width: min(720px, calc(100vw - 2rem));
  max-height: calc(100vh - 2rem);
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.navyLight};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.moon};
  &::backdrop { background: rgba(2, 4, 10, 0.8); }
  ${below.phone} { width: 100vw; max-width: 100vw; max-height: 100vh; border-radius: 0; }
`;

/** The panel inside the dialog element; clicks on the element itself (outside this) close it. */
export const DialogBody = styled.div`
  padding: ${({ theme }) => theme.space.lg};
`;

export const DialogHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  h2 { margin: 0; color: ${({ theme }) => theme.colors.white}; }
  p { margin: ${({ theme }) => theme.space.xs} 0 0; color: ${({ theme }) => theme.colors.moonDim}; }
`;

export const CloseButton = styled.button`
  flex: none;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.crater};
  background: transparent;
  color: ${({ theme }) => theme.colors.moon};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
`;
