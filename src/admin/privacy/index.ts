/** The "Privacy requests" screen (issue 25): admin, and accounts an admin gave the `privacy` right. */
export { PrivacyRequestList } from "./RequestList";
export { PrivacyRequestShow } from "./RequestPage";
