import { graphql, useStaticQuery } from "gatsby";
import { allVersions, type NoticeVersion } from "../../../shared/notice-version";

/** A form's part of /privacy: enquiries, applications or downloads (the section's id there). */
export type PrivacyFormId = "enquiries" | "applications" | "downloads";

export interface FormPrivacy {
  /**
   * Every version of the notice (data/privacy.json: the one shown and the ones it replaced). The form sends
   * the one in force on the day it sends (`noticeHeaders`, src/lib/notice-header.ts), in a header.
   */
  versions: NoticeVersion[];
  /** The sentence shown beside the form's send button. */
  notice: string;
  /** Where "How we use your details" leads: the form's section of /privacy. */
  href: string;
}

/**
 * What a form needs of the privacy notice, baked in at build time (a static query: no request of its own
 * beyond the page's data). The build checks data/privacy.json has every form, so a miss is a bug.
 */
export function useFormPrivacy(id: PrivacyFormId): FormPrivacy {
  const data = useStaticQuery<Queries.FormPrivacyNoticeQuery>(graphql`
    query FormPrivacyNotice {
      privacyNotice { version effectiveFrom earlierVersions { version effectiveFrom } forms { id notice } }
    }
  `);
  const form = data?.privacyNotice?.forms.find((entry) => entry.id === id);
  if (!data?.privacyNotice || !form) throw new Error(`data/privacy.json has no "${id}" form: the build should have stopped.`);
  return { versions: allVersions(data.privacyNotice), notice: form.notice, href: `/privacy#${id}` };
}
