/**
 * Alt text beside every image (issue 30). An image field (`x-file`) names its alt text's field with
 * `"x-alt": "<field>"`, a sibling in the same object, or says `"x-decorative": true` (a background or
 * ornament the site shows with alt=""). Whenever the image is set, its alt text must be there and not
 * blank; the problem is reported on the alt text's own field, so the console shows it beside that box.
 */
import type { DataValidationCxt, FuncKeywordDefinition } from "ajv/dist/types";
import { pointerPart } from "./problems";

export const ALT_KEYWORD = "x-alt";
export const DECORATIVE_KEYWORD = "x-decorative";

const FIX = "Add a short sentence saying what the image shows, for people who cannot see it.";

/** What is wrong with an image's alt text, or null when it is fine (or not text at all: its own type rule says so). */
export function altTextProblem(image: string, alt: unknown): string | null {
  if (alt === undefined) return `is missing: the image "${image}" has no alt text. ${FIX}`;
  if (typeof alt !== "string") return null;
  if (alt.trim() === "") return `is blank: the image "${image}" needs alt text. ${FIX}`;
  return null;
}

/** The Ajv keyword on an image field: its sibling alt text is present and not blank. */
export const altTextKeyword: FuncKeywordDefinition = {
  keyword: ALT_KEYWORD,
  type: "string",
  schemaType: "string",
  errors: true,
  validate: function check(altField: string, image: string, _parentSchema?: unknown, cxt?: DataValidationCxt): boolean {
    const parent = cxt?.parentData as Record<string, unknown> | undefined;
    const message = altTextProblem(image, parent?.[altField]);
    if (message === null) return true;
    const parentPath = (cxt?.instancePath ?? "").replace(/\/[^/]*$/, "");
    (check as unknown as { errors: unknown[] }).errors = [
      { keyword: ALT_KEYWORD, instancePath: `${parentPath}/${pointerPart(altField)}`, message, params: { altField } },
    ];
    return false;
  },
};
