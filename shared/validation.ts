/**
 * Form validation rules of spec section 5, written once and shared by the site's forms and the API.
 *
 * Pure functions only: no React, no Node, no DOM. Each rule returns the spec's exact message, or null
 * when the value passes. A value that is only whitespace counts as missing.
 */

export const PHONE_MAX_LENGTH = 10;

export const MESSAGES = {
  firstNameRequired: "First Name is required",
  careersNameRequired: "Name is required",
  lettersOnly: "Please enter only letters",
  lastNameRequired: "Last Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Email is not valid",
  phoneRequired: "Phone number is required",
  phoneInvalid: "Phone number must be 10 digits",
  messageRequired: "Message is required",
  messageInvalid: "Message contains invalid content",
  addressRequired: "Address is required",
  resumeRequired: "Resume is required",
  descriptionRequired: "Description is required",
} as const;

/** A rule takes the field's raw value and returns an error message or null. */
export type Rule<V = string> = (value: V) => string | null;

const LETTERS = /^[A-Za-z]+$/;
const EMAIL = /^\S+@\S+\.\S+$/;
const PHONE = /^[0-9]{10}$/;
const FORBIDDEN_WORDS = /script|php/i;

const isBlank = (value: string | null | undefined): boolean => (value ?? "").trim() === "";

const name =
  (requiredMessage: string): Rule =>
  (value) => {
    if (isBlank(value)) return requiredMessage;
    return LETTERS.test(value) ? null : MESSAGES.lettersOnly;
  };

const required =
  (message: string): Rule =>
  (value) =>
    isBlank(value) ? message : null;

export const firstName: Rule = name(MESSAGES.firstNameRequired);
export const careersFirstName: Rule = name(MESSAGES.careersNameRequired);
export const lastName: Rule = name(MESSAGES.lastNameRequired);

export const email: Rule = (value) => {
  if (isBlank(value)) return MESSAGES.emailRequired;
  return EMAIL.test(value) ? null : MESSAGES.emailInvalid;
};

export const phoneNumber: Rule = (value) => {
  if (isBlank(value)) return MESSAGES.phoneRequired;
  return PHONE.test(value) ? null : MESSAGES.phoneInvalid;
};

export const message: Rule = (value) => {
  if (isBlank(value)) return MESSAGES.messageRequired;
  return FORBIDDEN_WORDS.test(value) ? MESSAGES.messageInvalid : null;
};

export const address: Rule = required(MESSAGES.addressRequired);
export const description: Rule = required(MESSAGES.descriptionRequired);

/** The resume is required; any non-null value (a File in the browser, an upload on the server) counts. */
export const resume: Rule<unknown> = (value) =>
  value === null || value === undefined ? MESSAGES.resumeRequired : null;

export interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  message: string;
}

export interface DownloadValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
}

export interface ApplicationValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  address: string;
  description: string;
  resume: unknown;
}

/** One rule per field of a form. */
export type RuleSet<T> = { [K in keyof T]: Rule<T[K]> };

/** Field name to message, only for the fields that fail. */
export type FieldErrors<T> = Partial<Record<keyof T, string>>;

export const CONTACT_RULES: RuleSet<ContactValues> = {
  firstName,
  lastName,
  email,
  phoneNumber,
  message,
};

export const DOWNLOAD_RULES: RuleSet<DownloadValues> = { firstName, lastName, email, phoneNumber };

export const APPLICATION_RULES: RuleSet<ApplicationValues> = {
  firstName: careersFirstName,
  lastName,
  email,
  phoneNumber,
  address,
  description,
  resume,
};

/** Runs every rule of a form, in the rule set's order, and keeps the failures. */
export function validateForm<T>(rules: RuleSet<T>, values: T): FieldErrors<T> {
  const errors: FieldErrors<T> = {};
  for (const field of Object.keys(rules) as (keyof T)[]) {
    const error = rules[field](values[field]);
    if (error !== null) errors[field] = error;
  }
  return errors;
}

export const validateContact = (values: ContactValues): FieldErrors<ContactValues> =>
  validateForm(CONTACT_RULES, values);

export const validateDownload = (values: DownloadValues): FieldErrors<DownloadValues> =>
  validateForm(DOWNLOAD_RULES, values);

export const validateApplication = (values: ApplicationValues): FieldErrors<ApplicationValues> =>
  validateForm(APPLICATION_RULES, values);

/** True when a form-level result holds no error. */
export const isValid = <T>(errors: FieldErrors<T>): boolean => Object.keys(errors).length === 0;
