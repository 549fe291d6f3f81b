/** The post's publish box shows and takes India time, whatever the browser's zone (issue 28 §7). */
import { fromIstInput, toIstInput } from "../../../src/admin/words/ist";

test("a stored time shows as IST wall time", () => {
  expect(toIstInput("2026-11-20T08:31:00.000Z")).toBe("2026-11-20T14:01");
  expect(toIstInput("2026-11-20T20:00:00.000Z")).toBe("2026-11-21T01:30");
  expect(toIstInput(null)).toBe("");
  expect(toIstInput("not a date")).toBe("");
});

test("what is typed is read as IST", () => {
  expect(fromIstInput("2026-11-20T14:01")).toBe("2026-11-20T08:31:00.000Z");
  expect(fromIstInput("2026-11-21T01:30")).toBe("2026-11-20T20:00:00.000Z");
  expect(fromIstInput("")).toBeNull();
});

test("round trip", () => {
  const stored = "2027-01-05T23:45:00.000Z";
  expect(fromIstInput(toIstInput(stored))).toBe(stored);
});
