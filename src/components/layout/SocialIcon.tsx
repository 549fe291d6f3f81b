import React from "react";
import { SOCIAL_SPRITE_PATH, socialSymbol } from "./social-icons";

/** A network's glyph from the footer's sprite (./social-icons.ts). */
export function SocialIcon({ network }: { network: string }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <use href={`${SOCIAL_SPRITE_PATH}#${socialSymbol(network)}`} />
    </svg>
  );
}
