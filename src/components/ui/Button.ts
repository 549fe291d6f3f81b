import { Link } from "gatsby";
import styled, { css } from "styled-components";

const buttonStyle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 2px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.space};
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  transition: background ${({ theme }) => theme.durations.fast};
  &:hover { background: transparent; color: ${({ theme }) => theme.colors.accent}; }
  &:disabled { opacity: 0.6; cursor: progress; }
`;

export const Button = styled.button`
  ${buttonStyle}
`;

export const ButtonLink = styled(Link)`
  ${buttonStyle}
`;
