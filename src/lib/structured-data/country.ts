/**
 * A country's ISO 3166-1 alpha-2 code (schema.org's advice for `addressCountry`) from the name the data
 * holds ("India" → "IN"), or from a code already. Read from the runtime's own region names (Intl), in
 * English, so no table of countries is kept here. Null for anything that is no country.
 */
const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
let byName: Map<string, string> | null = null;

function namesToCodes(): Map<string, string> {
  if (byName) return byName;
  byName = new Map();
  const names = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  for (const first of LETTERS) {
    for (const second of LETTERS) {
      const code = `${first}${second}`;
      // Old codes ("UK", "BU") are aliases of today's ("GB", "MM"): only the code in use.
      if (Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`) continue;
      const name = names.of(code);
      // Private-use and unassigned codes have no name; "ZZ" is "Unknown Region"; "EU", "UN"… are no countries.
      if (name && code !== "ZZ" && !/^(EU|EZ|UN|QO|XA|XB)$/.test(code)) byName.set(name.toLowerCase(), code);
    }
  }
  return byName;
}

export function countryCode(country: string): string | null {
  const text = country.trim();
  if (/^[A-Za-z]{2}$/.test(text)) {
    // An old code is written as today's ("UK" → "GB").
    const code = Intl.getCanonicalLocales(`und-${text}`)[0].slice(4).toUpperCase();
    return [...namesToCodes().values()].includes(code) ? code : null;
  }
  return namesToCodes().get(text.toLowerCase()) ?? null;
}
