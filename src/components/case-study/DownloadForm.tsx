import React, { useEffect, useRef, useState } from "react";
import styled from "styled-components";
import { NO_FILE_URL_LOG, requestCaseStudyPdf, type DownloadTarget } from "../../lib/case-study-download";
import { noticeHeaders } from "../../lib/notice-header";
import { openFileTab } from "../../lib/open-file-tab";
import { useForm } from "../../lib/use-form";
import { DOWNLOAD_RULES, type DownloadValues } from "../../../shared/validation";
import { fieldProps } from "../forms/field-props";
import { FormFooter } from "../forms/FormFooter";
import { PHONE_INPUT } from "../forms/phone-input";
import { TextField } from "../forms/TextField";
import { useFormPrivacy } from "../privacy/use-privacy-notice";
import { below } from "../../styles/media";

/** What a successful download gave: the file, now open in a tab of its own. */
export interface DownloadOutcome {
  fileURL: string;
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

/** Said in the popup when the browser refused the file's tab. */
export const BLOCKED_TAB_TEXT = "Your browser blocked the new tab.";

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  ${below.phone} { grid-template-columns: 1fr; }
`;

const Blocked = styled.p`
  a { font-weight: 700; }
`;

/**
 * First Name, Last Name, Email and Phone Number under the rules of spec §5. When the API answers with
 * a file, it opens in a new tab at once (the click that sent the form still allows it) and the popup
 * closes; if the browser blocks the tab, the popup says so and offers an "Open the PDF" link instead.
 * On a failure or an answer without a file nothing opens and the fields stay.
 */
export function DownloadForm({ target, onDownloaded }: DownloadFormProps) {
  const form = useForm(DOWNLOAD_RULES, EMPTY);
  const [honeypot, setHoneypot] = useState("");
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [blockedFile, setBlockedFile] = useState<string | null>(null);
  const fileLink = useRef<HTMLAnchorElement>(null);
  const privacy = useFormPrivacy("downloads");
  useEffect(() => {
    if (blockedFile) fileLink.current?.focus();
  }, [blockedFile]);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || !form.validateAll()) return;
    setProblem(null);
    setSending(true);
    const result = await requestCaseStudyPdf(form.values, target, { honeypot, headers: noticeHeaders(privacy.versions) });
    setSending(false);
    if (result.kind === "file") {
      form.reset();
      setHoneypot("");
      if (openFileTab(result.fileURL)) onDownloaded({ fileURL: result.fileURL });
      else setBlockedFile(result.fileURL);
    } else if (result.kind === "rejected") {
      form.showErrors(result.errors);
    } else if (result.kind === "no-file") {
      console.log(NO_FILE_URL_LOG);
      setProblem(DOWNLOAD_PROBLEMS.noFile);
    } else {
      console.error("Failed to request the case study PDF");
      setProblem(DOWNLOAD_PROBLEMS.failed);
    }
  }

  if (blockedFile) {
    return (
      <Blocked role="status">
        {BLOCKED_TAB_TEXT}{" "}
        <a ref={fileLink} href={blockedFile} target="_blank" rel="noopener" onClick={() => onDownloaded({ fileURL: blockedFile })}>
          Open the PDF
        </a>
      </Blocked>
    );
  }

  const field = fieldProps(form, "download");

  return (
    <form noValidate onSubmit={submit} aria-busy={sending}>
      <Fields>
        <TextField {...field("firstName")} label="First Name" autoComplete="given-name" />
        <TextField {...field("lastName")} label="Last Name" autoComplete="family-name" />
        <TextField {...field("email")} label="Email" type="email" autoComplete="email" inputMode="email" />
        <TextField {...field("phoneNumber")} label="Phone Number" {...PHONE_INPUT} />
      </Fields>
      <FormFooter honeypot={honeypot} onHoneypotChange={setHoneypot} notice={problem} sending={sending} label="Send it to the moon" privacy={privacy} />
    </form>
  );
}
