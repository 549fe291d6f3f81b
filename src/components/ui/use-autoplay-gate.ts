import type React from "react";
import { useState } from "react";
import { usePrefersReducedMotion } from "../../lib/use-media-query";

export type PauseHandlers = Pick<React.HTMLAttributes<HTMLElement>, "onMouseEnter" | "onMouseLeave" | "onFocus" | "onBlur">;

export interface AutoplayGate {
  /** Whether auto-advance is switched on: by default unless reduced motion is asked for; the visitor's Pause/Play wins. */
  playing: boolean;
  /** Whether it should advance right now: switched on, and neither pointed at nor focused. */
  running: boolean;
  togglePlaying: () => void;
  /** Spread on the element whose hover or focus should hold the motion. */
  pauseWhileInteracting: PauseHandlers;
}

/** The rules every self-advancing section shares: pausable, off under reduced motion, held while in use. */
export function useAutoplayGate(enabled = true): AutoplayGate {
  const reduced = usePrefersReducedMotion();
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [hovering, setHovering] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = enabled && (playChoice ?? !reduced);
  return {
    playing,
    running: playing && !hovering && !focused,
    togglePlaying: () => setPlayChoice(!playing),
    pauseWhileInteracting: {
      onMouseEnter: () => setHovering(true),
      onMouseLeave: () => setHovering(false),
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
