import { graphql } from "gatsby";
import React from "react";
import { retentionPhrase, seenByPhrase } from "../../lib/privacy-text";

export interface PrivacyFormSectionProps {
  form: Queries.PrivacyFormSectionFragment;
  /** The retention period in force for this form's leads, in days. */
  retentionDays: number;
}

/** One form's part of the notice (id = the form's, so each form links to /privacy#<id>). */
export function PrivacyFormSection({ form, retentionDays }: PrivacyFormSectionProps) {
  const heading = `${form.id}-title`;
  return (
    <section id={form.id} aria-labelledby={heading}>
      <h2 id={heading}>{form.title}</h2>
      <p>{form.where}</p>
      <h3>What we collect</h3>
      <ul>
        {form.fields.map((field) => (
          <li key={field.name}>
            <strong>{field.name}</strong>: {field.why}
          </li>
        ))}
      </ul>
      <h3>Why</h3>
      <p>{form.purpose}</p>
      <h3>Who sees it</h3>
      <p>Inside the agency, only {seenByPhrase(form.seenBy)}. Nobody outside the agency sees it.</p>
      <h3>How long we keep it</h3>
      <p>
        <strong>{retentionPhrase(retentionDays)}</strong> after the last change to it, then it is erased automatically.
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
