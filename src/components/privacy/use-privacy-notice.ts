import { graphql, useStaticQuery } from "gatsby";

/** A form's part of /privacy: enquiries, applications or downloads (the section's id there). */
export type PrivacyFormId = "enquiries" | "applications" | "downloads";

export interface FormPrivacy {
  /** The notice's version (data/privacy.json), sent with the form as noticeVersion. */
  version: string;
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
      privacyNotice { version forms { id notice } }
    }
  `);
  const form = data?.privacyNotice?.forms.find((entry) => entry.id === id);
  if (!data?.privacyNotice || !form) throw new Error(`data/privacy.json has no "${id}" form: the build should have stopped.`);
  return { version: data.privacyNotice.version, notice: form.notice, href: `/privacy#${id}` };
}
