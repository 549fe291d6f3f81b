import React, { useCallback, useRef, useState } from "react";
import { apiUrl } from "../../lib/api-base";
import { noticeHeaders } from "../../lib/notice-header";
import { splitFieldErrors, submitForm } from "../../lib/submit-form";
import { useForm } from "../../lib/use-form";
import { CONTACT_RULES, validateContact, type ContactValues } from "../../../shared/validation";
import type { ContactPayload } from "../../../shared/wire";
import { useFormPrivacy } from "../privacy/use-privacy-notice";
import { Toast } from "../ui/Toast";
import { Fields, FormBox, Wide } from "./FormLayout.styles";
import { CONTACT_TOASTS, type ContactToastVariant } from "./contact-toasts";
import { fieldProps } from "./field-props";
import { focusFirstError } from "./focus-first-error";
import { FormFooter } from "./FormFooter";
import { HONEYPOT_NAME } from "./Honeypot";
import { PHONE_INPUT } from "./phone-input";
import { TextField } from "./TextField";
import { useEarlyInput } from "./use-early-input";

export interface ContactFormProps {
  /** Which success wording this instance shows (spec §2). */
  variant: ContactToastVariant;
  /** Keeps element ids unique if a page ever holds two forms. */
  idPrefix?: string;
}

const EMPTY: ContactValues = { firstName: "", lastName: "", email: "", phoneNumber: "", message: "" };
const FIELDS = Object.keys(EMPTY) as (keyof ContactValues)[];

export const CONTACT_FAILURE_NOTICE =
  "Sorry, your message did not go through. Please check your connection and try again in a moment.";

/**
 * The body of POST /contactus: exactly the spec's five fields, and the honeypot only when something filled
 * it (a person never does). The notice's version travels in a header (noticeHeaders).
 */
export function contactPayload(values: ContactValues, honeypot: string): ContactPayload {
  return { ...values, ...(honeypot ? { [HONEYPOT_NAME]: honeypot } : {}) };
}

/**
 * The contact form of spec §2/§4: POST /contactus as JSON, a toast on success, fields kept on failure.
 * It is pre-rendered and usable at once: what the visitor types or submits before the app has started
 * is kept and sent (useEarlyInput).
 */
export function ContactForm({ variant, idPrefix = "contact" }: ContactFormProps) {
  const form = useForm(CONTACT_RULES, EMPTY);
  const [honeypot, setHoneypot] = useState("");
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [toastOpen, setToastOpen] = useState(false);
  const closeToast = useCallback(() => setToastOpen(false), []);
  const toast = CONTACT_TOASTS[variant];
  const formRef = useRef<HTMLFormElement>(null);
  const privacy = useFormPrivacy("enquiries");
  useEarlyInput(formRef, form, setHoneypot);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (!form.validateAll()) {
      focusFirstError(idPrefix, FIELDS, validateContact(form.values));
      return;
    }
    setSending(true);
    setNotice(null);
    setToastOpen(false);
    const outcome = await submitForm(apiUrl("/contactus"), {
      headers: { "Content-Type": "application/json", ...noticeHeaders(privacy.versions) },
      body: JSON.stringify(contactPayload(form.values, honeypot)),
    });
    setSending(false);
    if (outcome.kind === "sent") {
      form.reset();
      setHoneypot("");
      setToastOpen(true);
    } else if (outcome.kind === "rejected") {
      const { byField, other } = splitFieldErrors(outcome.errors, FIELDS);
      form.showErrors(byField);
      if (other.length) setNotice(other.join(" "));
    } else {
      console.error("Failed to send the contact form", outcome.error);
      setNotice(CONTACT_FAILURE_NOTICE);
    }
  };

  const field = fieldProps(form, idPrefix);

  return (
    <FormBox>
      <Toast open={toastOpen} heading={toast.heading} body={toast.body} durationMs={toast.durationMs} onClose={closeToast} placement="above" />
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Contact form">
        <Fields>
          <TextField {...field("firstName")} label="First name" autoComplete="given-name" />
          <TextField {...field("lastName")} label="Last name" autoComplete="family-name" />
          <TextField {...field("email")} label="Email" type="email" autoComplete="email" />
          <TextField {...field("phoneNumber")} label="Phone number" {...PHONE_INPUT} />
          <Wide>
            <TextField {...field("message")} label="Message" multiline />
          </Wide>
        </Fields>
        <FormFooter honeypot={honeypot} onHoneypotChange={setHoneypot} notice={notice} sending={sending} label="Send it to the Moon" sendingLabel="Sending..." privacy={privacy} />
      </form>
    </FormBox>
  );
}
