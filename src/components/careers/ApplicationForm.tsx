import React, { useEffect, useRef, useState } from "react";
import { apiUrl } from "../../lib/api-base";
import { noticeHeaders } from "../../lib/notice-header";
import { APPLICATION_FORM_RULES, EMPTY_APPLICATION, applicationFormData, type ApplicationFormValues } from "../../lib/application-form";
import { RESUME_ACCEPT } from "../../lib/resume-file";
import { splitFieldErrors, submitForm } from "../../lib/submit-form";
import { useForm } from "../../lib/use-form";
import { validateForm } from "../../../shared/validation";
import { FileField } from "../forms/FileField";
import { focusFirstError } from "../forms/focus-first-error";
import { fieldProps } from "../forms/field-props";
import { FormFooter } from "../forms/FormFooter";
import { Fields, Wide } from "../forms/FormLayout.styles";
import { PHONE_INPUT } from "../forms/phone-input";
import { TextField } from "../forms/TextField";
import { useFormPrivacy } from "../privacy/use-privacy-notice";

export interface ApplicationFormProps {
  /** The opening applied for; sent as jobTitle and jobLocation. */
  job: { title: string; location: string };
  /** Called after the API accepted the application. */
  onSent: () => void;
}

const ID = "apply";
const FIELDS = Object.keys(EMPTY_APPLICATION) as (keyof ApplicationFormValues)[];

export const APPLICATION_FAILURE_NOTICE =
  "Sorry, your application did not go through. Your answers are still here: please try again in a moment.";

/** The careers application form (spec §2, §4, §8): multipart POST /jobapplication. */
export function ApplicationForm({ job, onSent }: ApplicationFormProps) {
  const form = useForm(APPLICATION_FORM_RULES, EMPTY_APPLICATION);
  const [honeypot, setHoneypot] = useState("");
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const privacy = useFormPrivacy("applications");
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (!form.validateAll()) {
      focusFirstError(ID, FIELDS, validateForm(APPLICATION_FORM_RULES, form.values));
      return;
    }
    setSending(true);
    setNotice(null);
    const outcome = await submitForm(apiUrl("/jobapplication"), { headers: noticeHeaders(privacy.versions), body: applicationFormData(form.values, job, honeypot) });
    if (!mounted.current) return; // closed while sending
    setSending(false);
    if (outcome.kind === "sent") {
      form.reset();
      onSent();
    } else if (outcome.kind === "rejected") {
      const { byField, other } = splitFieldErrors(outcome.errors, FIELDS);
      form.showErrors(byField);
      if (other.length) setNotice(other.join(" "));
    } else {
      console.error("Failed to submit form", outcome.error);
      setNotice(APPLICATION_FAILURE_NOTICE);
    }
  };

  const field = fieldProps(form, ID);

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Job application">
      <Fields>
        <TextField {...field("firstName")} label="First Name" autoComplete="given-name" />
        <TextField {...field("lastName")} label="Last Name" autoComplete="family-name" />
        <TextField {...field("email")} label="Email" type="email" autoComplete="email" />
        <TextField {...field("phoneNumber")} label="Phone Number" {...PHONE_INPUT} />
        <Wide>
          <TextField {...field("address")} label="Address" autoComplete="street-address" />
        </Wide>
        <Wide>
          <FileField name="resume" idPrefix={ID} label="Resume" hint="PDF, DOC or DOCX, up to 5 MB" accept={RESUME_ACCEPT}
            error={form.errors.resume} onChange={(file) => form.change("resume", file)} onBlur={() => form.blur("resume")} />
        </Wide>
        <Wide>
          <TextField {...field("description")} label="Tell me about yourself" multiline />
        </Wide>
      </Fields>
      <FormFooter honeypot={honeypot} onHoneypotChange={setHoneypot} notice={notice} sending={sending} label="Send it to the moon" sendingLabel="Sending..." privacy={privacy} />
    </form>
  );
}
