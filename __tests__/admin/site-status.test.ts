/** The Site screen's status line and roll-back question as pure functions (issue 28 §7). */
import "./jsdom-env";
import type { Build } from "../../src/admin/site/api";
import { liveQuestion } from "../../src/admin/site/format";
import { statusSentence } from "../../src/admin/site/status";

const build = (over: Partial<Build>): Build => ({
  id: 3,
  target: "live",
  status: "succeeded",
  commit: null,
  requestedBy: "mira@selenova.example",
  requestedAt: "2026-11-25T10:00:00.000Z",
  startedAt: "2026-11-25T10:00:00.000Z",
  finishedAt: "2026-11-25T10:10:00.000Z",
  error: null,
  log: "",
  dirty: false,
  contentHash: null,
  step: null,
  reusedFrom: null,
  kept: true,
  liveAt: null,
  liveBy: null,
  firstSite: false,
  refresh: false,
  refreshOf: null,
  ...over,
});

describe("the status line", () => {
  const now = Date.parse("2026-11-25T10:01:05.000Z");
  const pointers = { liveId: 2, previewId: 4 };
  it("is one sentence for each state a build can be in", () => {
    expect(statusSentence(build({ status: "queued", startedAt: null, finishedAt: null }), pointers, now)).toBe("Publish build #3 is queued: it starts when the build before it ends.");
    expect(statusSentence(build({ status: "building", finishedAt: null, step: "Writing HTML pages" }), pointers, now)).toBe("Publish build #3 is building: 1 min 5 s so far · Writing HTML pages");
    expect(statusSentence(build({ id: 2 }), pointers, now)).toBe("Publish build #2 succeeded and is live.");
    expect(statusSentence(build({ id: 4, target: "preview" }), pointers, now)).toBe("Preview build #4 succeeded: it is the preview now, not live.");
    expect(statusSentence(build({}), pointers, now)).toBe("Publish build #3 succeeded; it is not live.");
    expect(statusSentence(build({ status: "failed" }), pointers, now)).toBe("Publish build #3 failed; the live site did not change.");
  });
  it("never says queued once the build has started or ended", () => {
    for (const status of ["building", "succeeded", "failed"] as const) expect(statusSentence(build({ status }), pointers, now)).not.toMatch(/queued/);
  });
});

describe("the question before Roll back or Make live", () => {
  it("names both builds by number, date and time in IST", () => {
    expect(liveQuestion(build({}), build({ id: 5, finishedAt: "2026-11-26T04:32:00.000Z" }))).toBe(
      "Make build #3 of 25 Nov 2026, 3:40 pm IST live instead of build #5 of 26 Nov 2026, 10:02 am IST?",
    );
    expect(liveQuestion(build({ id: 0, firstSite: true }), build({ id: 5, finishedAt: "2026-11-26T04:32:00.000Z" }))).toBe(
      "Make the site as first deployed (build #0 of 25 Nov 2026, 3:40 pm IST) live instead of build #5 of 26 Nov 2026, 10:02 am IST?",
    );
  });
});
