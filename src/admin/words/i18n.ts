/**
 * The console's words for react-admin's own messages (issue 28 §7): "Job saved" rather than "Element
 * updated", for every screen, and plain sentences where react-admin's English speaks developer
 * ("dataProvider error. Check the console for details."). Everything else is react-admin's English.
 */
import { defaultI18nProvider, type I18nProvider } from "react-admin";
import type { ResourceName } from "../roles";

/** One record of each screen, as staff call it (the notification's subject). */
export const SINGULAR: Record<ResourceName, string> = {
  enquiries: "Enquiry",
  applications: "Application",
  downloads: "Download request",
  jobs: "Job",
  posts: "Post",
  content: "Content",
  users: "Account",
  audit: "Audit entry",
  "privacy-requests": "Privacy request",
  "not-found": "Address",
};

/** What happened to a record, as react-admin's notifications key it. */
const DONE = { updated: "saved", created: "created", deleted: "deleted" } as const;

/** react-admin's messages that name its internals, in words for the people who use the console. */
const PLAIN: Record<string, string> = {
  "ra.notification.updated": "Saved",
  "ra.notification.created": "Created",
  "ra.notification.deleted": "Deleted",
  "ra.notification.http_error": "The console could not reach the server. Check your connection and try again.",
  "ra.notification.data_provider_error": "Something went wrong. Try again; if it keeps happening, tell an admin.",
  "ra.notification.bad_item": "This record could not be read. Reload the page.",
  "ra.notification.item_doesnt_exist": "This record no longer exists.",
  "ra.notification.not_authorized": "Your role may not open this screen.",
  "ra.notification.i18n_error": "The console's words could not be loaded. Reload the page.",
  "ra.page.error": "Something went wrong",
  "ra.message.error": "Something went wrong on this screen. Reload the page; if it keeps happening, tell an admin.",
};

/** Every message the console words itself, by react-admin's key. */
export const MESSAGES: Record<string, string> = {
  ...PLAIN,
  ...Object.fromEntries(
    (Object.keys(SINGULAR) as ResourceName[]).flatMap((name) =>
      (Object.keys(DONE) as (keyof typeof DONE)[]).map((event) => [`resources.${name}.notifications.${event}`, `${SINGULAR[name]} ${DONE[event]}`]),
    ),
  ),
};

export const consoleI18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key, options) => MESSAGES[key] ?? defaultI18nProvider.translate(key, options),
};
