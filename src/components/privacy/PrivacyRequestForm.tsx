import React, { useRef, useState } from "react";
import styled from "styled-components";
import { apiUrl } from "../../lib/api-base";
import { EMPTY_REQUEST, REQUEST_RULES, REQUEST_TYPES, sendPrivacyRequest, type PrivacyRequestValues } from "../../lib/privacy-request";
import { splitFieldErrors } from "../../lib/submit-form";
import { useForm } from "../../lib/use-form";
import { validateForm } from "../../../shared/validation";
import { ChoiceField } from "../forms/ChoiceField";
import { fieldProps } from "../forms/field-props";
import { focusFirstError } from "../forms/focus-first-error";
import { FormFooter } from "../forms/FormFooter";
import { FormBox } from "../forms/FormLayout.styles";
import { TextField } from "../forms/TextField";
import { useEarlyInput } from "../forms/use-early-input";

const ID = "privacy-request";
const FIELDS = Object.keys(EMPTY_REQUEST) as (keyof PrivacyRequestValues)[];

export const REQUEST_FAILURE_NOTICE = "Sorry, your request did not go through. What you typed is still here: please try again in a moment.";

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Sent = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.navyLight};
  color: ${({ theme }) => theme.colors.moon};
`;

/**
 * /privacy/request's form: POST /privacy-requests {email, type, details?}. The 202's one message (the
 * same for every address) is shown and the form clears; 422 errors go beside their fields; on any
 * failure what was typed stays. Usable before the app starts, like every form (useEarlyInput).
 */
export function PrivacyRequestForm() {
  const form = useForm(REQUEST_RULES, EMPTY_REQUEST);
  const [honeypot, setHoneypot] = useState("");
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef, form, setHoneypot);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (!form.validateAll()) {
      focusFirstError(ID, FIELDS, validateForm(REQUEST_RULES, form.values));
      return;
    }
    setSending(true);
    setNotice(null);
    setSent(null);
    const outcome = await sendPrivacyRequest(apiUrl("/privacy-requests"), form.values, honeypot);
    setSending(false);
    if (outcome.kind === "accepted") {
      form.reset();
      setHoneypot("");
      setSent(outcome.message);
    } else if (outcome.kind === "rejected") {
      const { byField, other } = splitFieldErrors(outcome.errors, FIELDS);
      form.showErrors(byField);
      focusFirstError(ID, FIELDS, byField);
      if (other.length) setNotice(other.join(" "));
    } else {
      setNotice(REQUEST_FAILURE_NOTICE);
    }
  };

  const field = fieldProps(form, ID);

  return (
    <FormBox>
      <div role="status">{sent && <Sent>{sent}</Sent>}</div>
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Privacy request">
        <Fields>
          <TextField {...field("email")} label="Email" type="email" autoComplete="email" inputMode="email" />
          <ChoiceField {...field("type")} legend="What would you like us to do?" choices={REQUEST_TYPES} />
          <TextField {...field("details")} label="Details" multiline />
        </Fields>
        <FormFooter honeypot={honeypot} onHoneypotChange={setHoneypot} notice={notice} sending={sending} label="Send request" sendingLabel="Sending..." />
      </form>
    </FormBox>
  );
}
