/**
 * A job's location as staff write it ("Pune, Maharashtra, India", "Austin, Texas, USA", "Remote, India")
 * read into the parts a JobPosting's PostalAddress needs: locality, region, and the country as its
 * two-letter ISO 3166-1 code. Pure, so the rules are unit-tested.
 */

export interface JobPlace {
  locality?: string;
  region?: string;
  /** ISO 3166-1 alpha-2, e.g. "IN"; absent when the country is not one we know. */
  countryCode?: string;
  /** The country as written, for an applicant requirement when the code is unknown. */
  countryName?: string;
  /** The location says the job is remote (work from anywhere in the country, or anywhere). */
  remote: boolean;
}

const COUNTRIES: Record<string, string> = {
  india: "IN", bharat: "IN",
  usa: "US", us: "US", "united states": "US", "united states of america": "US", america: "US",
  uk: "GB", "united kingdom": "GB", "great britain": "GB", britain: "GB", england: "GB", scotland: "GB", wales: "GB",
  uae: "AE", "united arab emirates": "AE",
  singapore: "SG", canada: "CA", australia: "AU", germany: "DE", france: "FR", netherlands: "NL",
  ireland: "IE", "new zealand": "NZ", japan: "JP", "saudi arabia": "SA", qatar: "QA", oman: "OM",
  bahrain: "BH", kuwait: "KW", nepal: "NP", "sri lanka": "LK", bangladesh: "BD",
};

/** India's states and union territories: a location naming one is in India even when it says no country. */
const INDIAN_REGIONS = new Set([
  "andhra pradesh", "arunachal pradesh", "assam", "bihar", "chhattisgarh", "goa", "gujarat", "haryana",
  "himachal pradesh", "jharkhand", "karnataka", "kerala", "madhya pradesh", "maharashtra", "manipur",
  "meghalaya", "mizoram", "nagaland", "odisha", "punjab", "rajasthan", "sikkim", "tamil nadu", "telangana",
  "tripura", "uttar pradesh", "uttarakhand", "west bengal", "andaman and nicobar islands", "chandigarh",
  "dadra and nagar haveli and daman and diu", "delhi", "jammu and kashmir", "ladakh", "lakshadweep", "puducherry",
]);

/** Indian cities the agency hires in, for a location that names only a city ("Pune"). */
const INDIAN_CITIES = new Set([
  "pune", "mumbai", "deoghar", "vadodara", "kochi", "bengaluru", "bangalore", "hyderabad", "chennai",
  "new delhi", "delhi", "kolkata", "ahmedabad", "noida", "gurugram", "gurgaon", "jaipur", "indore", "nagpur",
]);

const REMOTE = /\b(remote|work from home|wfh|anywhere)\b/i;

const key = (part: string): string => part.trim().toLowerCase().replace(/\s+/g, " ");

/** Reads "City, Region, Country" (any of them may be missing) and whether the job is remote. */
export function parseJobLocation(location: string): JobPlace {
  const remote = REMOTE.test(location);
  const parts = location
    .split(",")
    .map((part) => part.replace(/\((?:[^)]*)\)/g, "").trim())
    .filter((part) => part !== "" && !REMOTE.test(part));
  const place: JobPlace = { remote };
  const last = parts.at(-1);
  if (last !== undefined && COUNTRIES[key(last)] && !(parts.length === 1 && INDIAN_CITIES.has(key(last)))) {
    place.countryCode = COUNTRIES[key(last)];
    place.countryName = last;
    parts.pop();
  }
  if (parts.length > 0) place.locality = parts[0];
  if (parts.length > 1) place.region = parts.slice(1).join(", ");
  if (!place.countryCode) {
    const indian = (place.region !== undefined && INDIAN_REGIONS.has(key(place.region))) || (place.locality !== undefined && INDIAN_CITIES.has(key(place.locality)));
    if (indian) {
      place.countryCode = "IN";
      place.countryName = "India";
    } else if (parts.length >= 3) {
      // "City, Region, Somewhere": the last part is an unknown country, not a region.
      place.region = parts.slice(1, -1).join(", ");
      place.countryName = parts.at(-1);
    }
  }
  return place;
}
