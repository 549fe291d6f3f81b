import { graphql } from "gatsby";
import React from "react";
import styled from "styled-components";
import { fillIn } from "../../lib/fill-in";
import { formatDay } from "../../lib/privacy-text";
import { Band, Container } from "../ui/Container";

export const termsFragment = graphql`
  fragment TermsContent on TermsCopy {
    updated
    sections { id heading paragraphs list after }
  }
`;

/** data/terms.json's terms, as the page query gives them. */
export interface TermsData {
  readonly updated: string;
  readonly sections: readonly {
    readonly id: string;
    readonly heading: string;
    readonly paragraphs: readonly string[];
    readonly list?: readonly string[] | null;
    readonly after?: readonly string[] | null;
  }[];
}

export interface TermsContentProps {
  terms: TermsData;
  /** The page's heading (data/pages.json's hero, a small piece of HTML). */
  heading: string;
  /** Where requests to link to the site go: fills in the terms' {email}. */
  email: string;
}

const Article = styled(Container)`
  max-width: 48rem;
  h1 { font-size: ${({ theme }) => theme.fontSizes.hero}; color: ${({ theme }) => theme.colors.white}; }
  h2 { font-size: ${({ theme }) => theme.fontSizes.xl}; color: ${({ theme }) => theme.colors.accent}; margin-top: ${({ theme }) => theme.space.xl}; }
  nav ol { columns: 2 14rem; padding-left: 1.25rem; }
  li { margin-bottom: ${({ theme }) => theme.space.xs}; }
`;

/** The terms page: title, a table of contents and every section of the legal copy (data/terms.json). */
export function TermsContent({ terms, heading, email }: TermsContentProps) {
  const text = (paragraph: string) => fillIn(paragraph, { email }).join("");
  return (
    <Band>
      <Article>
        <h1 dangerouslySetInnerHTML={{ __html: heading }} />
        <p>Last updated: {formatDay(terms.updated)}</p>
        <nav aria-label="Sections of the terms">
          <ol>
            {terms.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        {terms.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`}>{section.heading}</h2>
            {section.paragraphs.map((paragraph, index) => (
              <p key={index}>{text(paragraph)}</p>
            ))}
            {section.list && section.list.length > 0 && (
              <ul>
                {section.list.map((item, index) => (
                  <li key={index}>{item}</li>
                ))}
              </ul>
            )}
            {(section.after ?? []).map((paragraph, index) => (
              <p key={`after-${index}`}>{text(paragraph)}</p>
            ))}
          </section>
        ))}
      </Article>
    </Band>
  );
}
