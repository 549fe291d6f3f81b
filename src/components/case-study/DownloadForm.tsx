import React, { useState } from "react";
import styled from "styled-components";
import { NO_FILE_URL_LOG, requestCaseStudyPdf, type DownloadTarget } from "../../lib/case-study-download";
import { openPendingTab } from "../../lib/pending-tab";
import { useForm } from "../../lib/use-form";
import { DOWNLOAD_RULES, PHONE_MAX_LENGTH, type DownloadValues } from "../../../shared/validation";
import { Honeypot } from "../forms/Honeypot";
import { TextField } from "../forms/TextField";
import { below } from "../../styles/media";
import { Button } from "../ui/Button";

/** What a successful download gave: the file, and whether its tab opened. */
export interface DownloadOutcome {
  fileURL: string;
  opened: boolean;
}

export interface DownloadFormProps {
  target: DownloadTarget;
  onDownloaded: (outcome: DownloadOutcome) => void;
}

const EMPTY: DownloadValues = { firstName: "", lastName: "", email: "", phoneNumber: "" };

export const DOWNLOAD_PROBLEMS = {
  failed: "Sorry, we couldn't send your details. Please check your connection and try again.",
  noFile: "Sorry, the download didn't work this time. Please try again in a moment.",
} as const;

const WAITING_TAB_TEXT = "Preparing your case study…";

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  ${below.phone} { grid-template-columns: 1fr; }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Send = styled(Button)`
  margin-top: ${({ theme }) => theme.space.sm};
`;

/**
 * First Name, Last Name, Email and Phone Number under the rules of spec §5. The PDF's tab is opened
 * blank inside the submit handler (so popup blockers allow it) and sent to the file when the API
 * answers; on a failure or an answer without a file it is closed and the fields stay.
 */
export function DownloadForm({ target, onDownloaded }: DownloadFormProps) {
  const form = useForm(DOWNLOAD_RULES, EMPTY);
  const [honeypot, setHoneypot] = useState("");
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || !form.validateAll()) return;
    setProblem(null);
    setSending(true);
    const tab = openPendingTab(WAITING_TAB_TEXT);
    const result = await requestCaseStudyPdf(form.values, target, honeypot);
    setSending(false);
    if (result.kind === "file") {
      const opened = tab.go(result.fileURL);
      form.reset();
      onDownloaded({ fileURL: result.fileURL, opened });
      return;
    }
    tab.close();
    if (result.kind === "rejected") {
      form.showErrors(result.errors);
    } else if (result.kind === "no-file") {
      console.log(NO_FILE_URL_LOG);
      setProblem(DOWNLOAD_PROBLEMS.noFile);
    } else {
      console.error("Failed to request the case study PDF");
      setProblem(DOWNLOAD_PROBLEMS.failed);
    }
  }

  const field = (name: keyof DownloadValues) => ({
    name,
    idPrefix: "download",
    value: form.values[name],
    error: form.errors[name],
    onChange: (value: string) => form.change(name, value),
    onBlur: () => form.blur(name),
  });

  return (
    <form noValidate onSubmit={submit} aria-busy={sending}>
      <Fields>
        <TextField {...field("firstName")} label="First Name" autoComplete="given-name" />
        <TextField {...field("lastName")} label="Last Name" autoComplete="family-name" />
        <TextField {...field("email")} label="Email" type="email" autoComplete="email" inputMode="email" />
        <TextField
          {...field("phoneNumber")}
          label="Phone Number"
          type="tel"
          autoComplete="tel-national"
          inputMode="numeric"
          maxLength={PHONE_MAX_LENGTH}
        />
      </Fields>
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <div role="alert">{problem && <Problem>{problem}</Problem>}</div>
      <Send type="submit" disabled={sending}>
        Send it to the moon
      </Send>
    </form>
  );
}
