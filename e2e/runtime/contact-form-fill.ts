/**
 * The contact form as the contact specs find and fill it (contact-form.spec.ts, contact-form-arrival.spec.ts):
 * by its fields, wherever the page places it.
 */
import type { Page } from "@playwright/test";

/** The contact form on /contact-us or the home page, found by its fields. */
export const contactForm = (page: Page) => page.locator("form").filter({ has: page.getByLabel("Message") });

/** A valid enquiry, by field label. */
export const VALID = { "First name": "Asha", "Last name": "Kulkarni", Email: "asha@example.in", "Phone number": "9876543210", Message: "We would like a new website." };

/** Fills every field with VALID, or the values given instead. */
export async function fill(page: Page, values: Partial<typeof VALID> = {}) {
  const form = contactForm(page);
  for (const [label, value] of Object.entries({ ...VALID, ...values })) await form.getByLabel(label, { exact: true }).fill(value);
}
