import fs from "node:fs";
import path from "node:path";
import { SOCIAL_SPRITE_PATH, socialSprite } from "../src/components/layout/social-icons";

/** Writes the footer's social sprite where its pages point (src/components/layout/social-icons.ts); returns the file. */
export function writeSocialSprite(publicDir: string): string {
  const file = path.join(publicDir, ...SOCIAL_SPRITE_PATH.split("/").filter(Boolean));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, socialSprite());
  return file;
}
