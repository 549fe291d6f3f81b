import React from "react";
import styled from "styled-components";
import { Section, SectionTitle } from "../ui/Section";
import { Container } from "../ui/Container";
import type { SectionText } from "../../lib/page-copy";

export interface CompanyStoryProps {
  paragraphs: readonly string[];
  /** The heading (a small piece of HTML) and intro from data/pages.json. */
  words: SectionText;
}

const Story = styled(Container)`
  max-width: 48rem;
  p { font-size: ${({ theme }) => theme.fontSizes.lg}; }
  p:first-of-type::first-letter { float: left; font-size: 3.2em; line-height: 0.9; margin: 0.05em 0.12em 0 0; color: ${({ theme }) => theme.colors.accent}; }
`;

/** The company's story, from data/site.json. */
export function CompanyStory({ paragraphs, words }: CompanyStoryProps) {
  return (
    <Section aria-labelledby="story-title">
      <Story>
        <SectionTitle id="story-title" dangerouslySetInnerHTML={{ __html: words.heading }} />
        {paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </Story>
    </Section>
  );
}
