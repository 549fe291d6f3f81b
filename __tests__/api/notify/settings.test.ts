/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { describeSmtp, loadNotifySettings } from "../../../api/notify/settings";

const DATA = path.join(__dirname, "../../../data");
const contacts = (
  JSON.parse(fs.readFileSync(path.join(DATA, "contacts.json"), "utf8")) as {
    contacts: { name: string; email: string }[];
  }
).contacts;
const inbox = (name: string) => contacts.find((contact) => contact.name === name)?.email ?? "";
const siteName = (JSON.parse(fs.readFileSync(path.join(DATA, "site.json"), "utf8")) as { site: { name: string } })
  .site.name;

describe("notification settings", () => {
  it("without SMTP_URL sends nothing and defaults the inboxes to the Sales and HR contacts", () => {
    const settings = loadNotifySettings({});
    expect(settings.smtp).toBeNull();
    expect(settings.inboxes).toEqual({ sales: [inbox("Sales")], hr: [inbox("HR")] });
    expect(settings.siteUrl).toBe("http://localhost:9000");
  });

  it("sends from MAIL_FROM, or from the site's name at the Sales contact's domain", () => {
    const url = "smtp://user:s3cret@mail.moon.example:587";
    const domain = inbox("Sales").split("@")[1];
    expect(loadNotifySettings({ SMTP_URL: url }).smtp).toEqual({
      url,
      from: { name: `${siteName} website`, address: `website@${domain}` },
    });
    expect(loadNotifySettings({ SMTP_URL: url, MAIL_FROM: '"Moon Desk" <desk@moon.example>' }).smtp?.from).toEqual({
      name: "Moon Desk",
      address: "desk@moon.example",
    });
    expect(loadNotifySettings({ SMTP_URL: url, MAIL_FROM: "desk@moon.example" }).smtp?.from).toEqual({
      name: "",
      address: "desk@moon.example",
    });
  });

  it("reads comma-separated inbox lists, ignoring spaces and empty entries", () => {
    const settings = loadNotifySettings({ NOTIFY_SALES: " a@moon.example ,, b@moon.example ", NOTIFY_HR: "c@moon.example" });
    expect(settings.inboxes).toEqual({ sales: ["a@moon.example", "b@moon.example"], hr: ["c@moon.example"] });
  });

  it("stops the start on an address list that is not addresses, naming the variable and the entry", () => {
    expect(() => loadNotifySettings({ NOTIFY_HR: "hr@moon.example, not an address" })).toThrow(
      /NOTIFY_HR must be a comma-separated list of email addresses.*"not an address"/,
    );
    expect(() => loadNotifySettings({ NOTIFY_SALES: "Sales <sales@moon.example>" })).toThrow(/NOTIFY_SALES/);
  });

  it("refuses a MAIL_FROM carrying a line break or no address", () => {
    expect(() => loadNotifySettings({ MAIL_FROM: "desk@moon.example\r\nBcc: x@y.example" })).toThrow(/MAIL_FROM/);
    expect(() => loadNotifySettings({ MAIL_FROM: "Moon Desk" })).toThrow(/MAIL_FROM/);
  });

  it("refuses a bad SMTP_URL without repeating it (it may hold a password)", () => {
    for (const value of ["http://user:hunter2@mail.example", "mail.example:hunter2", "smtp://"]) {
      let message = "";
      try {
        loadNotifySettings({ SMTP_URL: value });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/SMTP_URL/);
      expect(message).not.toContain("hunter2");
    }
  });

  it("describes the mail server without its credentials", () => {
    expect(describeSmtp("smtps://robot:p%40ss@mail.moon.example:465")).toBe("smtps://mail.moon.example:465");
  });

  it("refuses a GATSBY_SITE_URL that is not http(s)", () => {
    expect(() => loadNotifySettings({ GATSBY_SITE_URL: "moon.example" })).toThrow(/GATSBY_SITE_URL/);
  });
});
