/**
 * Composes the mail for a lead: recipients, subject, Reply-To, plain text, simple HTML and (for an
 * application) the résumé. Pure: the same notification and settings always give the same mail.
 *
 * Every visitor value is folded to one line where it lands in a header or a label, and escaped in the
 * HTML. The visitor's address becomes the Reply-To only when it is one plain address.
 */
import {
  PermanentFailure,
  type ApplicationLead,
  type DownloadLead,
  type EnquiryLead,
  type NewNotification,
  type NotificationKind,
} from "./leads";
import { escapeHtml, headerText, plainAddress } from "./safe";
import type { MailAddress, NotifySettings } from "./settings";

export interface ResumeFile {
  bytes: Buffer;
  /** The name the visitor's file had (kept as data only). */
  fileName: string;
  /** The type the API detected from the bytes. */
  type: string;
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mail {
  to: string[];
  replyTo: MailAddress | null;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
  /** Sent to a private person (issue 25): the worker never logs its recipients. */
  private?: boolean;
}

export type ComposeSettings = Pick<NotifySettings, "inboxes" | "siteUrl" | "caseStudies">;

/** The console's page for a lead. The console (issue 16) lists leads at /admin/<kind>s. */
const CONSOLE_PATHS: Record<NotificationKind, string> = {
  enquiry: "enquiries",
  application: "applications",
  download: "downloads",
};

export const consoleLink = (siteUrl: string, kind: NotificationKind, leadId: number): string =>
  `${siteUrl}/admin/${CONSOLE_PATHS[kind]}/${leadId}`;

const RESUME_TYPES: Record<string, string> = {
  "application/pdf": ".pdf",
  "application/msword": ".doc",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": ".docx",
};

/** Text for a multi-line body value: line endings made \n, other control characters removed. */
// eslint-disable-next-line no-control-regex
const bodyText = (value: string): string => value.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "");

const fullName = (lead: { firstName: string; lastName: string }): string =>
  headerText(`${lead.firstName} ${lead.lastName}`, 120) || "A visitor";

interface Field {
  label: string;
  value: string;
  /** Shown as a block under its label rather than in the table. */
  long?: boolean;
}

interface Parts {
  to: string[];
  subject: string;
  intro: string;
  fields: Field[];
  link: string;
  linkLabel: string;
  attachments: MailAttachment[];
}

function render(parts: Parts, lead: { email: string }, name: string): Mail {
  const address = plainAddress(lead.email);
  const short = parts.fields.filter((field) => !field.long);
  const long = parts.fields.filter((field) => field.long);

  const text = [
    parts.intro,
    "",
    ...short.map((field) => `${field.label}: ${headerText(field.value, 1000)}`),
    ...long.flatMap((field) => ["", `${field.label}:`, bodyText(field.value)]),
    "",
    `${parts.linkLabel}: ${parts.link}`,
    ...(address ? ["", `Reply to this mail to answer ${name}.`] : []),
    "",
  ].join("\n");

  const cell = "padding:4px 12px 4px 0;vertical-align:top;text-align:left";
  const html = [
    "<!doctype html>",
    '<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1b1f3b;line-height:1.5">',
    `<p>${escapeHtml(parts.intro)}</p>`,
    '<table role="presentation" style="border-collapse:collapse">',
    ...short.map(
      (field) =>
        `<tr><th scope="row" style="${cell}">${escapeHtml(field.label)}</th><td style="${cell}">${escapeHtml(headerText(field.value, 1000))}</td></tr>`,
    ),
    "</table>",
    ...long.flatMap((field) => [
      `<h2 style="font-size:15px;margin:16px 0 4px">${escapeHtml(field.label)}</h2>`,
      `<p style="white-space:pre-wrap;margin:0">${escapeHtml(bodyText(field.value))}</p>`,
    ]),
    `<p style="margin-top:16px"><a href="${escapeHtml(parts.link)}">${escapeHtml(parts.linkLabel)}</a></p>`,
    ...(address ? [`<p>Reply to this mail to answer ${escapeHtml(name)}.</p>`] : []),
    "</body></html>",
    "",
  ].join("\n");

  return {
    to: parts.to,
    replyTo: address ? { name, address } : null,
    subject: parts.subject,
    text,
    html,
    attachments: parts.attachments,
  };
}

const personFields = (lead: { email: string; phoneNumber: string }, name: string): Field[] => [
  { label: "Name", value: name },
  { label: "Email", value: lead.email },
  { label: "Phone", value: lead.phoneNumber },
];

export function composeEnquiry(leadId: number, lead: EnquiryLead, settings: ComposeSettings): Mail {
  const name = fullName(lead);
  return render(
    {
      to: settings.inboxes.sales,
      subject: `New enquiry from ${name}`,
      intro: `${name} sent an enquiry through the website.`,
      fields: [...personFields(lead, name), { label: "Message", value: lead.message, long: true }],
      link: consoleLink(settings.siteUrl, "enquiry", leadId),
      linkLabel: "Open the enquiry in the console",
      attachments: [],
    },
    lead,
    name,
  );
}

/** The résumé as an attachment: the visitor's file name, folded, with the detected type's extension. */
export function resumeAttachment(resume: ResumeFile, name: string): MailAttachment {
  const known = RESUME_TYPES[resume.type];
  const contentType = known ? resume.type : "application/octet-stream";
  const ext = known ?? "";
  const base = headerText(resume.fileName, 150).replace(/[\\/]/g, "_").replace(/\.[A-Za-z0-9]{1,5}$/, "");
  const fallback = `Resume ${name}`.replace(/[\\/]/g, "_");
  return { filename: `${base || fallback}${ext}`, content: resume.bytes, contentType };
}

export function composeApplication(
  leadId: number,
  lead: ApplicationLead,
  resume: ResumeFile,
  settings: ComposeSettings,
): Mail {
  const name = fullName(lead);
  const job = headerText(lead.jobTitle, 120) || "an opening";
  const location = headerText(lead.jobLocation, 80);
  const position = location ? `${job} (${location})` : job;
  return render(
    {
      to: settings.inboxes.hr,
      subject: `Application: ${position} from ${name}`,
      intro: `${name} applied for ${position} through the website. The résumé is attached.`,
      fields: [
        ...personFields(lead, name),
        { label: "Position", value: position },
        { label: "Address", value: lead.address },
        { label: "About", value: lead.description, long: true },
      ],
      link: consoleLink(settings.siteUrl, "application", leadId),
      linkLabel: "Open the application in the console",
      attachments: [resumeAttachment(resume, name)],
    },
    lead,
    name,
  );
}

/** The case study's title from data/case-studies.json, by its slug, else by its PDF key. */
export function caseStudyTitle(lead: DownloadLead, settings: ComposeSettings): string {
  const study =
    settings.caseStudies.find((entry) => entry.slug === lead.caseStudyName) ??
    settings.caseStudies.find((entry) => entry.pdf === lead.pdf);
  return headerText(study?.title || lead.caseStudyName || lead.pdf, 160) || "a case study";
}

export function composeDownload(leadId: number, lead: DownloadLead, settings: ComposeSettings): Mail {
  const name = fullName(lead);
  const title = caseStudyTitle(lead, settings);
  return render(
    {
      to: settings.inboxes.sales,
      subject: `Case study download: ${title} by ${name}`,
      intro: `${name} downloaded the case study "${title}".`,
      fields: [...personFields(lead, name), { label: "Case study", value: title }],
      link: consoleLink(settings.siteUrl, "download", leadId),
      linkLabel: "Open the download request in the console",
      attachments: [],
    },
    lead,
    name,
  );
}

/**
 * The mail for any notification; `readResume` gives an application's résumé from the store, or
 * null when it is no longer there.
 */
export async function composeNotification(
  notification: NewNotification,
  settings: ComposeSettings,
  readResume: (applicationId: number) => Promise<ResumeFile | null>,
): Promise<Mail> {
  switch (notification.kind) {
    case "enquiry":
      return composeEnquiry(notification.leadId, notification.lead, settings);
    case "download":
      return composeDownload(notification.leadId, notification.lead, settings);
    case "application": {
      const resume = await readResume(notification.leadId);
      if (!resume) throw new PermanentFailure(`the résumé of application ${notification.leadId} is not stored`);
      return composeApplication(notification.leadId, notification.lead, resume, settings);
    }
  }
}
