import React, { useEffect } from "react";
import styled from "styled-components";

export interface ToastProps {
  /** Whether the toast shows. */
  open: boolean;
  heading: string;
  body: string;
  /** Hides itself after this many ms. */
  durationMs: number;
  onClose: () => void;
  /**
   * "inside" (the default): just inside the container's top edge. "above": standing on the container's top
   * edge, centred, so it covers nothing inside it (the contact form's fields) and moves nothing when it shows.
   */
  placement?: "inside" | "above";
}

const Box = styled.div<{ $above: boolean }>`
  position: absolute;
  ${({ $above, theme }) => ($above ? `bottom: calc(100% + ${theme.space.sm});` : `top: ${theme.space.md};`)}
  left: 50%;
  transform: translateX(-50%);
  z-index: 5;
  width: min(360px, calc(100% - 2rem));
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.navy};
  box-shadow: 0 12px 32px rgba(0, 0, 0, 0.5);
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
  strong { display: block; color: ${({ theme }) => theme.colors.success}; }
  p { margin: 0; }
  button {
    margin-left: auto;
    min-width: 44px;
    min-height: 44px;
    background: none;
    border: 0;
    color: ${({ theme }) => theme.colors.moon};
    font-size: 1.25rem;
    cursor: pointer;
  }
`;

/**
 * A status message at the top centre of its (position: relative) container (see `placement`), announced politely;
 * it hides after `durationMs` or on its Close button.
 */
export function Toast({ open, heading, body, durationMs, onClose, placement = "inside" }: ToastProps) {
  useEffect(() => {
    if (!open) return undefined;
    const timer = window.setTimeout(onClose, durationMs);
    return () => window.clearTimeout(timer);
  }, [open, durationMs, onClose]);

  return (
    <div role="status" aria-live="polite">
      {open && (
        <Box $above={placement === "above"}>
          <div>
            <strong>{heading}</strong>
            <p>{body}</p>
          </div>
          <button type="button" onClick={onClose} aria-label="Close">
            <span aria-hidden="true">×</span>
          </button>
        </Box>
      )}
    </div>
  );
}
