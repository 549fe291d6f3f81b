/** The Analytics screen (issue 31): visits, pages, sources and leads, at /admin/analytics (admin, marketing, sales). */
export { AnalyticsScreen } from "./AnalyticsScreen";
export { ANALYTICS_LABEL, ANALYTICS_PATH } from "./paths";
