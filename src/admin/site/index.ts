/** The Site screen (issue 23): publishing the site, at /admin/site. */
export { SiteScreen } from "./SiteScreen";

/** Its path under the console's base, and its navigation label. */
export const SITE_PATH = "site";
export const SITE_LABEL = "Site";
