/** react-admin's notifications name the record ("Job saved"), for every screen (issue 28 §7). */
import "../jsdom-env";
import { RESOURCES } from "../../../src/admin/roles";
import { consoleI18nProvider, SINGULAR } from "../../../src/admin/words/i18n";

const translate = (key: string) => consoleI18nProvider.translate(key, { smart_count: 1, _: "fallback" });

test.each(RESOURCES.map((r) => r.name))("%s: saved, created and deleted name the record", (name) => {
  expect(translate(`resources.${name}.notifications.updated`)).toBe(`${SINGULAR[name]} saved`);
  expect(translate(`resources.${name}.notifications.created`)).toBe(`${SINGULAR[name]} created`);
  expect(translate(`resources.${name}.notifications.deleted`)).toBe(`${SINGULAR[name]} deleted`);
});

test("the words staff read", () => {
  expect(translate("resources.jobs.notifications.updated")).toBe("Job saved");
  expect(translate("resources.posts.notifications.created")).toBe("Post created");
  expect(translate("resources.enquiries.notifications.updated")).toBe("Enquiry saved");
  expect(translate("resources.users.notifications.deleted")).toBe("Account deleted");
});

test("react-admin's messages that name its internals are plain", () => {
  expect(translate("ra.notification.data_provider_error")).not.toMatch(/dataProvider|console/);
  expect(translate("ra.notification.updated")).toBe("Saved");
  // Anything the console does not word itself is react-admin's English.
  expect(translate("ra.action.save")).toBe("Save");
});
