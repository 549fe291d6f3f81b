import React from "react";
import styled from "styled-components";

export interface FormNoticeProps {
  /** The message; nothing renders when null. */
  children: React.ReactNode;
}

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.navyLight};
  color: ${({ theme }) => theme.colors.moon};
`;

/** A short, polite note that something did not go through; announced when it appears. */
export function FormNotice({ children }: FormNoticeProps) {
  if (children === null || children === undefined || children === "") return null;
  return <Notice role="alert">{children}</Notice>;
}
