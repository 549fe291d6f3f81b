/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import {
  composeApplication,
  composeDownload,
  composeEnquiry,
  composeNotification,
  type ResumeFile,
} from "../../../api/notify/compose";
import { PermanentFailure, parseNotification, serializeLead } from "../../../api/notify/leads";
import { loadNotifySettings } from "../../../api/notify/settings";

const DATA = path.join(__dirname, "../../../data");
const readData = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(DATA, file), "utf8")) as T;
const contacts = readData<{ contacts: { name: string; email: string }[] }>("contacts.json").contacts;
const inbox = (name: string) => contacts.find((contact) => contact.name === name)?.email;
const studies = readData<{ caseStudies: { slung: string; pdf: string; title: string }[] }>(
  "case-studies.json",
).caseStudies;

const settings = loadNotifySettings({});

const ALICE = { firstName: "Alice", lastName: "Smith", email: "alice@example.com", phoneNumber: "9876543210" };
const ENQUIRY = { ...ALICE, message: "We need a website for our observatory.\nBudget: flexible." };
const APPLICATION = {
  ...ALICE,
  address: "12 Crater Road, Pune",
  description: "Eight years of React.",
  jobTitle: "Senior React Developer",
  jobLocation: "Pune",
};
const RESUME: ResumeFile = {
  bytes: Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.from([0, 255, 128, 10, 13])]),
  fileName: "Alice Smith CV.pdf",
  type: "application/pdf",
};

describe("composing a notification", () => {
  it("sends an enquiry to the Sales inbox of data/contacts.json, replying to the visitor", () => {
    const mail = composeEnquiry(12, ENQUIRY, settings);
    expect(mail.to).toEqual([inbox("Sales")]);
    expect(mail.subject).toBe("New enquiry from Alice Smith");
    expect(mail.replyTo).toEqual({ name: "Alice Smith", address: "alice@example.com" });
    expect(mail.text).toContain("We need a website for our observatory.\nBudget: flexible.");
    expect(mail.text).toContain("http://localhost:9000/admin/enquiries/12");
    expect(mail.html).toContain('href="http://localhost:9000/admin/enquiries/12"');
    expect(mail.attachments).toEqual([]);
  });

  it("sends an application to the HR inbox with the résumé's bytes, name and type", () => {
    const mail = composeApplication(7, APPLICATION, RESUME, settings);
    expect(mail.to).toEqual([inbox("HR")]);
    expect(mail.subject).toBe("Application: Senior React Developer (Pune) from Alice Smith");
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0].content.equals(RESUME.bytes)).toBe(true);
    expect(mail.attachments[0].filename).toBe("Alice Smith CV.pdf");
    expect(mail.attachments[0].contentType).toBe("application/pdf");
    expect(mail.text).toContain("http://localhost:9000/admin/applications/7");
  });

  it("names the attachment by the detected type, not the visitor's extension", () => {
    const mail = composeApplication(7, APPLICATION, { ...RESUME, fileName: "../../etc/cv.exe" }, settings);
    expect(mail.attachments[0].filename).toBe(".._.._etc_cv.pdf");
  });

  it("titles a download request with the case study's title, found by its slug", () => {
    const study = studies[studies.length - 1];
    const lead = { ...ALICE, caseStudyName: study.slung, pdf: study.pdf };
    const mail = composeDownload(3, lead, settings);
    expect(mail.to).toEqual([inbox("Sales")]);
    expect(mail.subject).toBe(`Case study download: ${study.title} by Alice Smith`);
    expect(mail.text).toContain("http://localhost:9000/admin/downloads/3");
  });

  it("falls back to the PDF key's case study when the slug is unknown", () => {
    const study = studies[0];
    const mail = composeDownload(3, { ...ALICE, caseStudyName: "no-such-study", pdf: study.pdf }, settings);
    expect(mail.subject).toBe(`Case study download: ${study.title} by Alice Smith`);
  });

  it("uses NOTIFY_SALES, NOTIFY_HR and GATSBY_SITE_URL when set", () => {
    const custom = loadNotifySettings({
      NOTIFY_SALES: "deals@moon.example, leads@moon.example",
      NOTIFY_HR: "people@moon.example",
      GATSBY_SITE_URL: "https://www.moon.example/",
    });
    expect(composeEnquiry(1, ENQUIRY, custom).to).toEqual(["deals@moon.example", "leads@moon.example"]);
    expect(composeApplication(1, APPLICATION, RESUME, custom).to).toEqual(["people@moon.example"]);
    expect(composeEnquiry(1, ENQUIRY, custom).text).toContain("https://www.moon.example/admin/enquiries/1");
  });

  it("escapes every value the visitor typed in the HTML", () => {
    const probe = `<img src=x onerror="alert(1)">&<script>alert(2)</script>`;
    const mail = composeEnquiry(1, { ...ENQUIRY, firstName: "<b>Al</b>", message: probe }, settings);
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<script");
    expect(mail.html).not.toContain("<b>Al</b>");
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;&lt;script&gt;");
    expect(mail.text).toContain(probe);
  });

  it("folds a name carrying CR/LF and header text into one line of the subject", () => {
    const mail = composeEnquiry(1, { ...ENQUIRY, firstName: "Alice\r\nBcc: evil@attacker.example\r\n" }, settings);
    expect(mail.subject).toBe("New enquiry from Alice Bcc: evil@attacker.example Smith");
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.to).toEqual([inbox("Sales")]);
    expect(mail.text).not.toMatch(/^Bcc:/m);
  });

  it.each([
    ["a CR/LF and a header", "alice@example.com\r\nBcc: evil@attacker.example"],
    ["a second address", "alice@example.com,evil@attacker.example"],
    ["a display name", "Alice <evil@attacker.example>"],
    ["a quoted local part", '"alice\nx"@example.com'],
    ["a space", "alice @example.com"],
  ])("gives no Reply-To for an email with %s, and still shows it as text", (_, email) => {
    const mail = composeEnquiry(1, { ...ENQUIRY, email }, settings);
    expect(mail.replyTo).toBeNull();
    expect(mail.to).toEqual([inbox("Sales")]);
    expect(mail.text).not.toMatch(/^Bcc:/m);
    expect(mail.text).not.toContain("Reply to this mail");
  });
});

describe("stored notifications", () => {
  it("round-trips a lead through the outbox's JSON, keeping only its kind's fields", () => {
    const stored = serializeLead("enquiry", { ...ENQUIRY, extra: "dropped" } as typeof ENQUIRY);
    expect(JSON.parse(stored)).toEqual(ENQUIRY);
    expect(parseNotification("enquiry", 4, stored)).toEqual({ kind: "enquiry", leadId: 4, lead: ENQUIRY });
  });

  it("refuses a stored lead it cannot read as a permanent failure", () => {
    expect(() => parseNotification("enquiry", 1, "{")).toThrow(PermanentFailure);
    expect(() => parseNotification("enquiry", 1, JSON.stringify({ firstName: "A" }))).toThrow(PermanentFailure);
    expect(() => parseNotification("newsletter", 1, "{}")).toThrow(PermanentFailure);
  });

  it("fails an application whose résumé is no longer stored, permanently", async () => {
    const notification = { kind: "application" as const, leadId: 9, lead: APPLICATION };
    await expect(composeNotification(notification, settings, async () => null)).rejects.toThrow(PermanentFailure);
    const mail = await composeNotification(notification, settings, async (id) => (id === 9 ? RESUME : null));
    expect(mail.attachments[0].content.equals(RESUME.bytes)).toBe(true);
  });
});
