/** The store engines the API tests run on: both unless API_TEST_ENGINES narrows them. */
import type { Engine } from "../api/store";

const ALL: Engine[] = ["sqlite", "postgres"];

export const TEST_ENGINES: Engine[] = (process.env.API_TEST_ENGINES ?? ALL.join(","))
  .split(",")
  .map((name) => name.trim())
  .filter((name): name is Engine => (ALL as string[]).includes(name));

/** Set by the global setup: the throwaway cluster's admin URL (one fresh database per test server). */
export const PG_ADMIN_URL_VARIABLE = "SELENOVA_TEST_PG_ADMIN_URL";
