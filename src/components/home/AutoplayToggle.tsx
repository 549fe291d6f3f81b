import React from "react";
import styled from "styled-components";

export interface AutoplayToggleProps {
  playing: boolean;
  onToggle: () => void;
  /** What moves, for the button's name: "Pause industry rotation". */
  what: string;
  className?: string;
}

const Toggle = styled.button`
  min-width: 44px;
  min-height: 44px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.round};
  border: 1px solid ${({ theme }) => theme.colors.crater};
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.moon};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &:hover { border-color: ${({ theme }) => theme.colors.accent}; color: ${({ theme }) => theme.colors.accent}; }
`;

/** The visible Pause/Play control of anything that advances by itself. */
export function AutoplayToggle({ playing, onToggle, what, className }: AutoplayToggleProps) {
  return (
    <Toggle type="button" onClick={onToggle} className={className} aria-label={`${playing ? "Pause" : "Play"} ${what}`}>
      <span aria-hidden="true">{playing ? "❚❚" : "▶"}</span>
      <span aria-hidden="true">{playing ? "Pause" : "Play"}</span>
    </Toggle>
  );
}
