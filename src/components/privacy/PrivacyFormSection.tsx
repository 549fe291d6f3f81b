import { graphql } from "gatsby";
import React from "react";
import { fillIn } from "../../lib/fill-in";
import { retentionPhrase, seenByPhrase } from "../../lib/privacy-text";

export interface PrivacyFormSectionProps {
  form: Queries.PrivacyFormSectionFragment;
  /** The retention period in force for this form's leads, in days. */
  retentionDays: number;
  /** The page's own words (data/privacy.json's page): headings and the sentences around the data. */
  words: Queries.PrivacyPageWordsFragment;
}

/** One form's part of the notice (id = the form's, so each form links to /privacy#<id>). */
export function PrivacyFormSection({ form, retentionDays, words }: PrivacyFormSectionProps) {
  const heading = `${form.id}-title`;
  return (
    <section id={form.id} aria-labelledby={heading}>
      <h2 id={heading}>{form.title}</h2>
      <p>{form.where}</p>
      <h3>{words.collectHeading}</h3>
      <ul>
        {form.fields.map((field) => (
          <li key={field.name}>
            <strong>{field.name}</strong>: {field.why}
          </li>
        ))}
      </ul>
      <h3>{words.whyHeading}</h3>
      <p>{form.purpose}</p>
      <h3>{words.seenByHeading}</h3>
      <p>{fillIn(words.seenBy, { roles: seenByPhrase(form.seenBy) }).join("")}</p>
      <h3>{words.keepHeading}</h3>
      <p>
        {fillIn<React.ReactNode>(words.keep, { period: <strong key="period">{retentionPhrase(retentionDays)}</strong> })}
        {form.retentionNote ? ` ${form.retentionNote}` : ""}
      </p>
    </section>
  );
}

export const query = graphql`
  fragment PrivacyFormSection on PrivacyForm {
    id
    title
    where
    fields { name why }
    purpose
    seenBy
    retentionNote
  }
`;
