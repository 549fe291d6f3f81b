/**
 * The two success wordings of spec §2: each contact-form instance uses one. The home page uses
 * "thank-you", /contact-us "form-submission" (docs/decisions/forms.md).
 */
export const CONTACT_TOASTS = {
  "thank-you": { heading: "Thank You!", body: "Your message has been sent successfully!", durationMs: 6000 },
  "form-submission": { heading: "Form Submission", body: "Form submitted successfully!", durationMs: 3000 },
} as const;

export type ContactToastVariant = keyof typeof CONTACT_TOASTS;
