// The two ESM packages that check the pages' structured data ship no types: what e2e/structured-data uses.
declare module "@marbec/web-auto-extractor" {
  /** What the extractor finds in a page: per format, the root nodes by type (and the parse errors). */
  export interface Extracted {
    jsonld: Record<string, Record<string, unknown>[]>;
    microdata: Record<string, Record<string, unknown>[]>;
    rdfa: Record<string, Record<string, unknown>[]>;
    errors?: { format: string; message: string }[];
  }
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: boolean | string[] });
    parse(html: string): Extracted;
  }
}

declare module "@adobe/structured-data-validator" {
  import type { Extracted } from "@marbec/web-auto-extractor";
  export interface Issue {
    severity: "ERROR" | "WARNING";
    issueMessage: string;
    rootType?: string;
    dataFormat?: string;
    path?: { type?: string; property?: string; index?: number }[];
    fieldNames?: string[];
    location?: string;
  }
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: Extracted): Promise<Issue[]>;
  }
}
