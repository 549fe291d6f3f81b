import React, { useCallback, useState } from "react";
import { apiUrl } from "../../lib/api-base";
import { splitFieldErrors, submitForm } from "../../lib/submit-form";
import { useForm } from "../../lib/use-form";
import { useHydrated } from "../../lib/use-hydrated";
import { CONTACT_RULES, PHONE_MAX_LENGTH, validateContact, type ContactValues } from "../../../shared/validation";
import { Button } from "../ui/Button";
import { Toast } from "../ui/Toast";
import { Actions, Controls, Fields, FormBox, Wide } from "./FormLayout.styles";
import { CONTACT_TOASTS, type ContactToastVariant } from "./contact-toasts";
import { focusFirstError } from "./focus-first-error";
import { FormNotice } from "./FormNotice";
import { Honeypot } from "./Honeypot";
import { TextField } from "./TextField";

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

/** The contact form of spec §2/§4: POST /contactus as JSON, a toast on success, fields kept on failure. */
export function ContactForm({ variant, idPrefix = "contact" }: ContactFormProps) {
  const form = useForm(CONTACT_RULES, EMPTY);
  const [honeypot, setHoneypot] = useState("");
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [toastOpen, setToastOpen] = useState(false);
  const closeToast = useCallback(() => setToastOpen(false), []);
  const toast = CONTACT_TOASTS[variant];
  const hydrated = useHydrated();

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
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...form.values, website: honeypot }),
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

  const field = (name: keyof ContactValues) => ({
    name,
    idPrefix,
    value: form.values[name],
    error: form.errors[name],
    onChange: (value: string) => form.change(name, value),
    onBlur: () => form.blur(name),
  });

  return (
    <FormBox>
      <Toast open={toastOpen} heading={toast.heading} body={toast.body} durationMs={toast.durationMs} onClose={closeToast} />
      <form noValidate onSubmit={onSubmit} aria-label="Contact form">
        <Controls disabled={!hydrated}>
          <Fields>
            <TextField {...field("firstName")} label="First name" autoComplete="given-name" />
            <TextField {...field("lastName")} label="Last name" autoComplete="family-name" />
            <TextField {...field("email")} label="Email" type="email" autoComplete="email" />
            <TextField {...field("phoneNumber")} label="Phone number" type="tel" inputMode="numeric" maxLength={PHONE_MAX_LENGTH} autoComplete="tel-national" />
            <Wide>
              <TextField {...field("message")} label="Message" multiline />
            </Wide>
          </Fields>
          <Honeypot value={honeypot} onChange={setHoneypot} />
          <Actions>
            <FormNotice>{notice}</FormNotice>
            <Button type="submit" disabled={sending}>
              {sending ? "Sending..." : "Send it to the Moon"}
            </Button>
          </Actions>
        </Controls>
      </form>
    </FormBox>
  );
}
