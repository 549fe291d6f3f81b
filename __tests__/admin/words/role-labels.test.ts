/** Role labels say what each role may do, made from roles.ts's rights (issue 28 §7). */
import "../jsdom-env";
import { mayPublish, RESOURCES, resourcesFor, type Role } from "../../../src/admin/roles";
import { PUBLISH_WORDS, roleLabel, ROLES_IN_ORDER, SCREEN_WORDS } from "../../../src/admin/words/role-labels";
import { ROLES } from "../../../src/admin/users";

const ALL: Role[] = ["admin", "hr", "marketing", "sales"];

test("every role is offered, in order", () => {
  expect([...ROLES_IN_ORDER].sort()).toEqual([...ALL].sort());
  expect(ROLES.map((r) => r.id)).toEqual(ROLES_IN_ORDER);
});

test.each(ALL.filter((role) => resourcesFor(role).length < RESOURCES.length))("%s's label lists every screen it may use and no other", (role) => {
  const label = roleLabel(role);
  const mine = resourcesFor(role).map((r) => r.name);
  for (const name of mine) expect(label).toContain(SCREEN_WORDS[name]);
  for (const { name } of RESOURCES.filter((r) => !mine.includes(r.name))) {
    // "job applications" contains no other screen's words; checked as whole phrases between separators.
    expect(label.split(/ — |, | and /)).not.toContain(SCREEN_WORDS[name]);
  }
  expect(label.includes(PUBLISH_WORDS)).toBe(mayPublish(role));
});

test("a role with every screen says everything, naming what only it has", () => {
  expect(roleLabel("admin")).toBe("Admin — everything, including staff accounts, the audit log and privacy requests");
});

test("the labels as staff read them", () => {
  expect(roleLabel("hr")).toBe("HR — job applications and job openings");
  expect(roleLabel("marketing")).toBe("Marketing — case-study downloads, blog posts, site content, missing pages and publishing the site");
  expect(roleLabel("sales")).toBe("Sales — enquiries and case-study downloads");
});
