/** @jest-environment node */
/**
 * The daily cap on privacy requests counts mailboxes, not spellings (issue 28 §4): `+tags`, case and, on
 * Gmail, dots and googlemail.com all reach one inbox, so five spellings of it get at most 3 mails a day.
 */
import { mailboxOf } from "../../api/privacy/mailbox";
import { MAX_UNCONFIRMED_PER_DAY } from "../../api/privacy/requests";
import { TEST_ENGINES, postJson } from "./helpers";
import { privacyWorld, type PrivacyWorld } from "./privacy-helpers";

jest.setTimeout(120_000);

describe("mailboxOf", () => {
  it("drops a +tag everywhere, and dots and googlemail.com on Gmail only", () => {
    expect(mailboxOf(" Flood.Target+1@Example.COM ")).toBe("flood.target@example.com");
    expect(mailboxOf("f.l.o.o.d.target+x@googlemail.com")).toBe("floodtarget@gmail.com");
    expect(mailboxOf("fl.ood@moon.example")).toBe("fl.ood@moon.example");
    expect(mailboxOf("+only@moon.example")).toBe("+only@moon.example");
  });
});

const GMAIL = ["flood.target+1@gmail.com", "Flood.Target+2@GMAIL.com", "floodtarget@googlemail.com", "f.l.o.o.d.target+x@gmail.com", "flood.target@gmail.com"];
const ELSEWHERE = ["flood+1@moon.example", "Flood+2@moon.example", "FLOOD@moon.example", "flood+three@moon.example", "flood+4@Moon.Example"];

describe.each(TEST_ENGINES)("the daily cap on %s", (engine) => {
  let world: PrivacyWorld;
  beforeAll(async () => {
    world = await privacyWorld(engine);
  });
  afterAll(() => world.close());

  /** The confirmation mails the SMTP server received for any of the addresses, once the outbox is idle. */
  async function mailsFor(addresses: readonly string[]): Promise<number> {
    const wanted = new Set(addresses.map((a) => a.toLowerCase()));
    const deadline = Date.now() + 15_000;
    for (;;) {
      const pending = await world.server.rows("SELECT id FROM notification_outbox WHERE state = 'waiting'");
      if (pending.length === 0 || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return world.smtp.received.filter(({ envelope }) => envelope.to.some((to) => wanted.has(to.toLowerCase()))).length;
  }

  it.each([
    ["a Gmail", GMAIL],
    ["another provider's", ELSEWHERE],
  ])("answers all five spellings of %s mailbox the same, and stores and mails 3 of them", async (_provider, spellings) => {
    for (const email of spellings) {
      const res = await postJson(world.server.base, "/privacy-requests", { email, type: "erasure" });
      expect(res.status).toBe(202);
    }
    const likes = spellings.map((email) => `'${email.toLowerCase()}'`).join(", ");
    const stored = await world.server.rows(`SELECT id FROM privacy_requests WHERE lower(email) IN (${likes})`);
    expect(stored).toHaveLength(MAX_UNCONFIRMED_PER_DAY);
    expect(await mailsFor(spellings)).toBe(MAX_UNCONFIRMED_PER_DAY);
  });

  it("still counts a different mailbox on its own: dots matter outside Gmail", async () => {
    expect((await postJson(world.server.base, "/privacy-requests", { email: "fl.ood@moon.example", type: "access" })).status).toBe(202);
    expect(await world.server.rows("SELECT id FROM privacy_requests WHERE email = 'fl.ood@moon.example'")).toHaveLength(1);
    expect(await mailsFor(["fl.ood@moon.example"])).toBe(1);
  });
});
