/**
 * The footer's social glyphs come from one sprite file (src/components/layout/social-icons.ts), not from
 * paths inline in every page: each icon points at its symbol, the build writes the sprite where the pages
 * point, and the sprite's address changes when a glyph does.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import React from "react";
import { render } from "@testing-library/react";
import { SocialIcon } from "../../../src/components/layout/SocialIcon";
import { SOCIAL_PATHS, SOCIAL_SPRITE_PATH, socialSprite, spritePath } from "../../../src/components/layout/social-icons";
import { writeSocialSprite } from "../../../gatsby/social-sprite";
import site from "../../../data/site.json";

const networks = (site as { site: { socials: { network: string }[] } }).site.socials.map((s) => s.network);

test("each network the site links to has its own glyph in the sprite, and the icon points at it", () => {
  expect(networks.length).toBeGreaterThan(0);
  for (const network of networks) {
    const { container, unmount } = render(<SocialIcon network={network} />);
    const svg = container.querySelector("svg")!;
    expect(svg.getAttribute("aria-hidden")).toBe("true");
    expect(svg.querySelector("path")).toBeNull();
    expect(svg.querySelector("use")!.getAttribute("href")).toBe(`${SOCIAL_SPRITE_PATH}#${network}`);
    expect(socialSprite()).toContain(`<symbol id="${network}" viewBox="0 0 24 24"><path fill="currentColor" d="${SOCIAL_PATHS[network]}"/></symbol>`);
    unmount();
  }
});

test("a network without a glyph of its own shows the plain one", () => {
  for (const network of ["mastodon", "toString", "other"]) {
    const { container, unmount } = render(<SocialIcon network={network} />);
    expect(container.querySelector("use")!.getAttribute("href")).toBe(`${SOCIAL_SPRITE_PATH}#other`);
    unmount();
  }
  expect(socialSprite()).toContain(`<symbol id="other"`);
});

test("the build writes the sprite at the address the icons use, named by its content", () => {
  expect(SOCIAL_SPRITE_PATH).toMatch(/^\/static\/social-icons-[0-9a-f]{8}\.svg$/);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sprite-"));
  try {
    const file = writeSocialSprite(dir);
    expect(file).toBe(path.join(dir, ...SOCIAL_SPRITE_PATH.split("/").filter(Boolean)));
    const text = fs.readFileSync(file, "utf8");
    expect(text).toBe(socialSprite());
    expect(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("a changed glyph is a new address", () => {
  const sprite = socialSprite();
  expect(SOCIAL_SPRITE_PATH).toBe(spritePath(sprite));
  expect(spritePath(sprite.replace(SOCIAL_PATHS.facebook, "M0 0h24v24H0z"))).not.toBe(SOCIAL_SPRITE_PATH);
  expect(spritePath(sprite.replace("M14 8h3", "M14 8h4"))).not.toBe(SOCIAL_SPRITE_PATH);
});
