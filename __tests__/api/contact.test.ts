/** @jest-environment node */
import { PERSON, SITE_ORIGIN, TEST_ENGINES, postJson, startServer, type TestServer } from "./helpers";

describe.each(TEST_ENGINES)("on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(engine);
  });
  afterAll(() => server.close());

  const MESSAGE = { ...PERSON, message: "We would like a new website for our observatory." };

  const storedContacts = () =>
    server.rows("SELECT first_name, last_name, email, phone_number, message FROM contacts");

  describe("POST /contactus", () => {
    beforeEach(() => server.exec("DELETE FROM contacts"));

    it("stores a valid message and answers 201 {status: 'success'}", async () => {
      const res = await postJson(server.base, "/contactus", MESSAGE);
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ status: "success" });
      expect(await storedContacts()).toEqual([
        {
          first_name: "Ada",
          last_name: "Lovelace",
          email: "ada@selenova.example",
          phone_number: "9876543210",
          message: MESSAGE.message,
        },
      ]);
    });

    it("stores a message with NUL characters without them (PostgreSQL text cannot hold one)", async () => {
      const res = await postJson(server.base, "/contactus", { ...MESSAGE, message: "Hello\u0000 world\u0000" });
      expect(res.status).toBe(201);
      expect((await storedContacts())[0]).toMatchObject({ message: "Hello world" });
    });

    it("ignores unknown fields", async () => {
      const res = await postJson(server.base, "/contactus", { ...MESSAGE, admin: true, id: 99 });
      expect(res.status).toBe(201);
      expect(await server.count("contacts")).toBe(1);
    });

    it("answers 422 with the spec's messages per field and stores nothing", async () => {
      const res = await postJson(server.base, "/contactus", {
        firstName: "José",
        lastName: "",
        email: "ada@selenova",
        phoneNumber: "98765432101",
        message: "<SCRIPT>alert(1)</SCRIPT>",
      });
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({
        errors: [
          { field: "firstName", message: "Please enter only letters" },
          { field: "lastName", message: "Last Name is required" },
          { field: "email", message: "Email is not valid" },
          { field: "phoneNumber", message: "Phone number must be 10 digits" },
          { field: "message", message: "Message contains invalid content" },
        ],
      });
      expect(await server.count("contacts")).toBe(0);
    });

    it("treats a missing body field as empty", async () => {
      const res = await postJson(server.base, "/contactus", {});
      expect(res.status).toBe(422);
      const { errors } = (await res.json()) as { errors: { field: string; message: string }[] };
      expect(errors.map((e) => e.message)).toEqual([
        "First Name is required",
        "Last Name is required",
        "Email is required",
        "Phone number is required",
        "Message is required",
      ]);
    });

    it("rejects values of the wrong type or over the length limit with 422", async () => {
      const wrongType = await postJson(server.base, "/contactus", { ...MESSAGE, firstName: { $ne: 1 } });
      expect(wrongType.status).toBe(422);
      expect(await wrongType.json()).toEqual({ errors: [{ field: "firstName", message: "Must be string" }] });

      const tooLong = await postJson(server.base, "/contactus", { ...MESSAGE, message: "a".repeat(5001) });
      expect(tooLong.status).toBe(422);
      expect(await tooLong.json()).toEqual({
        errors: [{ field: "message", message: "Must be at most 5000 characters" }],
      });
      expect(await server.count("contacts")).toBe(0);
    });

    it("refuses bodies over the size limit, broken JSON and other content types", async () => {
      const huge = await postJson(server.base, "/contactus", { ...MESSAGE, padding: "x".repeat(70_000) });
      expect(huge.status).toBe(413);
      const broken = await postJson(server.base, "/contactus", '{"firstName": "Ada",');
      expect(broken.status).toBe(400);
      const form = await fetch(`${server.base}/contactus`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "firstName=Ada",
      });
      expect(form.status).toBe(415);
      expect(await server.count("contacts")).toBe(0);
    });

    it("answers a filled honeypot like a success but stores nothing", async () => {
      const res = await postJson(server.base, "/contactus", { ...MESSAGE, website: "http://spam.example" });
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ status: "success" });
      expect(await server.count("contacts")).toBe(0);
    });

    it("stores hostile text as plain data (bound parameters)", async () => {
      const message = "Robert'); DROP TABLE contacts;-- please call";
      const res = await postJson(server.base, "/contactus", { ...MESSAGE, message });
      expect(res.status).toBe(201);
      expect(await storedContacts()).toEqual([expect.objectContaining({ message })]);
    });
  });

  describe("POST /contactus, many at once (group commit)", () => {
    beforeEach(async () => {
      await server.exec("DELETE FROM contacts");
      await server.exec("DELETE FROM notification_outbox");
    });

    it("stores every message sent together with its own mail to Sales, and a bad one among them fails alone", async () => {
      const people = ["ada", "grace", "katherine", "mary", "hedy", "radia", "margaret", "joan"];
      const answers = await Promise.all([
        ...people.map((name) => postJson(server.base, "/contactus", { ...MESSAGE, email: `${name}@selenova.example`, message: `From ${name}.` })),
        postJson(server.base, "/contactus", { ...MESSAGE, email: "not-an-email" }),
      ]);
      expect(answers.map((res) => res.status)).toEqual([...people.map(() => 201), 422]);
      const stored = await server.rows<{ id: number; email: string; message: string }>("SELECT id, email, message FROM contacts");
      expect(stored.map((row) => row.email).sort()).toEqual(people.map((name) => `${name}@selenova.example`).sort());
      const mails = await server.rows<{ lead_id: number; payload: string }>("SELECT lead_id, payload FROM notification_outbox WHERE kind = 'enquiry'");
      // Each message's mail names that message (the ids of a group are matched to their own rows).
      for (const row of stored) {
        const mail = mails.find((m) => Number(m.lead_id) === Number(row.id));
        expect(mail && JSON.parse(mail.payload)).toMatchObject({ email: row.email, message: row.message });
      }
    });
  });

  describe("CORS", () => {
    it("allows the site's origin and not others", async () => {
      const allowed = await fetch(`${server.base}/contactus`, {
        method: "OPTIONS",
        headers: {
          origin: SITE_ORIGIN,
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type",
        },
      });
      expect(allowed.status).toBe(204);
      expect(allowed.headers.get("access-control-allow-origin")).toBe(SITE_ORIGIN);

      const other = await fetch(`${server.base}/jobVacancies`, { headers: { origin: "https://evil.example" } });
      expect(other.headers.get("access-control-allow-origin")).toBeNull();
    });
  });
});
