/**
 * What a visitor does on the site, for the console suite's specs that follow a lead from the site's forms
 * into the console and the team's inboxes.
 */
import { expect, type Page } from "@playwright/test";
import { caseStudies } from "../case-study/data";
import { API, PDF } from "../runtime/helpers";

export interface Visitor {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export const visitor = (firstName: string, email = "asha@example.in"): Visitor => ({ firstName, lastName: "Kulkarni", email, phone: "9876543210" });

/** Sends the contact form on /contact-us; done when the form has cleared (the site's success). */
export async function sendEnquiry(page: Page, person: Visitor | string, message: string): Promise<void> {
  const who = typeof person === "string" ? visitor(person) : person;
  await page.goto("/contact-us");
  const form = page.locator("form").filter({ has: page.getByLabel("Message") });
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByLabel("First name", { exact: true })).toBeEnabled();
  const values = { "First name": who.firstName, "Last name": who.lastName, Email: who.email, "Phone number": who.phone, Message: message };
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole("button", { name: "Send it to the Moon" }).click();
  await expect(form.getByLabel("Message")).toHaveValue("");
}

export interface Opening {
  job_title: string;
  location: string;
}

/** The first opening /career lists, as the API serves it. */
export async function firstOpening(page: Page): Promise<Opening> {
  const answer = (await (await page.request.get(`${API}/jobVacancies`)).json()) as { data: Opening[] };
  return answer.data[0];
}

/** Applies for the opening from /career with a PDF résumé; done when the confirmation shows. */
export async function applyForJob(page: Page, job: Opening, person: Visitor, resume: typeof PDF): Promise<void> {
  await page.goto("/career");
  await page.getByRole("article", { name: job.job_title }).first().getByRole("button", { name: "Apply Now" }).click();
  const dialog = page.getByRole("dialog", { name: job.job_title });
  await expect(dialog).toBeVisible();
  const values = { "First Name": person.firstName, "Last Name": person.lastName, Email: person.email, "Phone Number": person.phone, Address: "Baner Road, Pune", "Tell me about yourself": "Six years of React and a love of fast sites." };
  for (const [label, value] of Object.entries(values)) await dialog.getByLabel(label, { exact: true }).fill(value);
  await dialog.getByLabel("Resume").setInputFiles(resume);
  await dialog.getByRole("button", { name: "Send it to the moon" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Application sent" })).toContainText(`Thank you for applying for ${job.job_title}`);
}

/** The first case study of data/case-studies.json. */
export const firstStudy = caseStudies[0];

/** Asks for the case study's PDF through its Download popup; done when the popup has closed. */
export async function requestDownload(page: Page, person: Visitor): Promise<void> {
  await page.goto(`/CaseStudy/${firstStudy.id}`);
  await page.getByRole("button", { name: "Download", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `${firstStudy.Name} Case Study Download` });
  await expect(dialog).toBeVisible();
  const values = { "First Name": person.firstName, "Last Name": person.lastName, Email: person.email, "Phone Number": person.phone };
  for (const [label, value] of Object.entries(values)) await dialog.getByLabel(label, { exact: true }).fill(value);
  await dialog.getByRole("button", { name: "Send it to the moon" }).click();
  await expect(dialog).toBeHidden();
}
