import { readFieldErrors, splitFieldErrors, submitForm } from "../../src/lib/submit-form";
import { fakeFetch } from "./fake-fetch";

describe("submitForm", () => {
  it("POSTs the request and calls any 2xx success, whatever the body", async () => {
    const fetch = fakeFetch(() => ({ status: 201, raw: "not json" }));
    await expect(submitForm("http://api/contactus", { body: "{}" }, fetch)).resolves.toEqual({ kind: "sent" });
    expect(fetch).toHaveBeenCalledWith("http://api/contactus", { body: "{}", method: "POST" });
    await expect(submitForm("u", {}, fakeFetch(() => ({ status: 299, body: {} })))).resolves.toEqual({ kind: "sent" });
  });

  it("reads a 4xx errors array as a rejection", async () => {
    const errors = [{ field: "email", message: "Email is not valid" }];
    const outcome = await submitForm("u", {}, fakeFetch(() => ({ status: 422, body: { errors } })));
    expect(outcome).toEqual({ kind: "rejected", errors });
  });

  it.each([
    ["a 500", { status: 500, body: { errors: [{ field: "email", message: "x" }] } }],
    ["a 4xx without errors", { status: 429, body: { message: "slow down" } }],
    ["a 4xx with malformed JSON", { status: 400, raw: "{oops" }],
    ["a 3xx", { status: 304, body: {} }],
    ["no connection", { networkError: true }],
  ])("calls %s a failure", async (_label, reply) => {
    const outcome = await submitForm("u", {}, fakeFetch(() => reply));
    expect(outcome.kind).toBe("failed");
  });
});

describe("readFieldErrors / splitFieldErrors", () => {
  it("keeps only well-formed {field, message} items", () => {
    expect(readFieldErrors({ errors: [{ field: "a", message: "m" }, { field: 1 }, "x", null] })).toEqual([{ field: "a", message: "m" }]);
    expect(readFieldErrors({ errors: "nope" })).toEqual([]);
    expect(readFieldErrors(null)).toEqual([]);
  });

  it("puts each message under its own field (first wins) and collects the rest", () => {
    const { byField, other } = splitFieldErrors(
      [
        { field: "email", message: "Email is not valid" },
        { field: "email", message: "second" },
        { field: "jobTitle", message: "Must be at most 200 characters" },
      ],
      ["email", "firstName"] as const,
    );
    expect(byField).toEqual({ email: "Email is not valid" });
    expect(other).toEqual(["Must be at most 200 characters"]);
  });
});
