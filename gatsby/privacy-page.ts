import path from "path";
import { siteDay } from "../shared/notice-version";
import { readRetention, type RetentionDays } from "../shared/retention";

/** What the /privacy template gets besides its query: the retention periods in force. */
export interface PrivacyPageContext {
  retentionDays: RetentionDays;
  /** The build's day (Asia/Kolkata): which notice version the pre-rendered page calls in force (issue 28). */
  builtOn: string;
}

export interface PrivacyPageActions {
  createPage: (page: { path: string; component: string; context: PrivacyPageContext }) => void;
}

/**
 * /privacy, with the RETENTION_* settings of the build's environment in its page context. The agency builds
 * the site with the same settings as the API (README, "Privacy"), so the periods the page shows are the ones
 * the API's erasure dates and sweep use. They travel in the page context, not in a node, because Gatsby
 * re-renders a page whose context changed: a rebuild after a settings change shows the new periods even on a
 * warm cache. A bad value stops the build with the same message, naming the variable, that stops the API.
 */
export function createPrivacyPage(actions: PrivacyPageActions, env: Record<string, string | undefined>, root = process.cwd(), now = new Date()): void {
  actions.createPage({
    path: "/privacy",
    component: path.join(root, "src/templates/privacy.tsx"),
    context: { retentionDays: readRetention(env), builtOn: siteDay(now) },
  });
}
