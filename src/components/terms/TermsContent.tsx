import React from "react";
import styled from "styled-components";
import { Band, Container } from "../ui/Container";
import { TERMS_UPDATED, termsBlocks } from "./terms-copy";

export interface TermsContentProps {
  /** Where requests to link to the site go. */
  email: string;
}

const Article = styled(Container)`
  max-width: 48rem;
  h1 { font-size: ${({ theme }) => theme.fontSizes.hero}; color: ${({ theme }) => theme.colors.white}; }
  h2 { font-size: ${({ theme }) => theme.fontSizes.xl}; color: ${({ theme }) => theme.colors.accent}; margin-top: ${({ theme }) => theme.space.xl}; }
  nav ol { columns: 2 14rem; padding-left: 1.25rem; }
  li { margin-bottom: ${({ theme }) => theme.space.xs}; }
`;

/** The terms page: title, a table of contents and every block of the legal copy. */
export function TermsContent({ email }: TermsContentProps) {
  const blocks = termsBlocks(email);
  return (
    <Band>
      <Article>
        <h1>Terms and Conditions</h1>
        <p>Last updated: {TERMS_UPDATED}</p>
        <nav aria-label="Sections of the terms">
          <ol>
            {blocks.map((block) => (
              <li key={block.id}>
                <a href={`#${block.id}`}>{block.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        {blocks.map((block) => (
          <section key={block.id} id={block.id} aria-labelledby={`${block.id}-title`}>
            <h2 id={`${block.id}-title`}>{block.title}</h2>
            {block.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
            {block.list && (
              <ul>
                {block.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
            {block.after && <p>{block.after}</p>}
          </section>
        ))}
      </Article>
    </Band>
  );
}
