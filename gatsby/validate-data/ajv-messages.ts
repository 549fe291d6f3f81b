import type { ErrorObject } from "ajv";

/** Whether `name` is the alt text an image field of this object schema names with x-alt. */
function isAltTextOf(schema: unknown, name: string): boolean {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
  return Object.values(properties).some((property) => (property as Record<string, unknown> | null)?.["x-alt"] === name);
}

const entries = (limit: unknown): string => `${String(limit)} ${Number(limit) === 1 ? "entry" : "entries"}`;

/** Turns an Ajv error into "what was expected" plus a fix, in plain words; null for errors that only echo another. */
export function describeAjvError(error: ErrorObject): { extraField?: string; message: string } | null {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "required":
      // A missing alt text is said by its image's x-alt rule, which names the image (alt-text.ts).
      if (isAltTextOf(error.parentSchema, String(params.missingProperty))) return null;
      return {
        extraField: String(params.missingProperty),
        message: "is missing. Add it: every entry needs this field.",
      };
    case "additionalProperties":
      return {
        extraField: String(params.additionalProperty),
        message: "is not a known field. Remove it or check its spelling against the schema.",
      };
    case "type":
      return { message: `should be of type ${String(params.type)}.` };
    case "enum":
      return { message: `should be one of: ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ")}.` };
    case "const":
      return { message: `should be exactly ${JSON.stringify(params.allowedValue)}.` };
    case "pattern":
      return { message: `should match the pattern ${String(params.pattern)}.` };
    case "minItems":
      return { message: `should have at least ${entries(params.limit)}. Add ${Number(params.limit) === 1 ? "one" : "more"}.` };
    case "maxItems":
      return { message: `should have at most ${entries(params.limit)}. Remove the extra ones.` };
    case "minLength":
      return { message: "should not be empty." };
    case "maxLength": {
      const length = typeof error.data === "string" ? ` (it has ${[...error.data].length})` : "";
      return { message: `should be at most ${String(params.limit)} characters long${length}. Shorten it.` };
    }
    case "minimum":
    case "maximum":
      return { message: `should be ${error.keyword === "minimum" ? "at least" : "at most"} ${String(params.limit)}.` };
    case "format":
      return { message: `should be a valid ${String(params.format)}.` };
    case "if":
      // Ajv reports a failed then/else branch twice: as "if" and as the rule inside it. Keep the inner one.
      return null;
    case "not": {
      const explain = (error.parentSchema as Record<string, unknown> | undefined)?.["x-explain"];
      return { message: typeof explain === "string" ? explain : "has fields that are not allowed together here." };
    }
    case "x-file":
    case "x-static-file":
    case "x-alt":
      return { message: error.message ?? "names a file that does not exist." };
    default:
      return { message: error.message ?? `fails the schema rule "${error.keyword}".` };
  }
}
