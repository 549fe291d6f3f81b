import { resumeFileError } from "./resume-file";
import { APPLICATION_RULES, type ApplicationValues, type RuleSet } from "../../shared/validation";

/** The careers form as the browser holds it: the resume is a chosen File, or null before choosing. */
export type ApplicationFormValues = Omit<ApplicationValues, "resume"> & { resume: File | null };

export const EMPTY_APPLICATION: ApplicationFormValues = {
  firstName: "",
  lastName: "",
  email: "",
  phoneNumber: "",
  address: "",
  resume: null,
  description: "",
};

/** Spec §5's careers rules, plus the resume's type and size checked before sending. */
export const APPLICATION_FORM_RULES: RuleSet<ApplicationFormValues> = {
  ...APPLICATION_RULES,
  resume: (file) => APPLICATION_RULES.resume(file) ?? (file ? resumeFileError(file) : null),
};

/**
 * The multipart body of POST /jobapplication: exactly the spec's nine fields (§7), and the honeypot only when
 * something filled it (a person never does). The notice's version travels in a header (noticeHeaders).
 */
export function applicationFormData(values: ApplicationFormValues, job: { title: string; location: string }, honeypot: string): FormData {
  const data = new FormData();
  data.append("firstName", values.firstName);
  data.append("lastName", values.lastName);
  data.append("email", values.email);
  data.append("phoneNumber", values.phoneNumber);
  data.append("address", values.address);
  data.append("description", values.description);
  data.append("jobTitle", job.title);
  data.append("jobLocation", job.location);
  if (honeypot) data.append("website", honeypot);
  if (values.resume) data.append("resume", values.resume, values.resume.name);
  return data;
}
