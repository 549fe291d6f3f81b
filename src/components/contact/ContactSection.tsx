import React from "react";
import styled from "styled-components";
import { Section, SectionLead, SectionTitle } from "../ui/Section";
import { Container } from "../ui/Container";
import type { SectionText } from "../../lib/page-copy";

export interface ContactSectionProps {
  /** The contact form (from the forms work); nothing renders in its place until it is given. */
  form?: React.ReactNode;
  /** Id of the section, for in-page links. */
  id?: string;
  /** The heading (a small piece of HTML) and intro from data/pages.json (the spec's words). */
  words: SectionText;
}

const Panel = styled.div`
  position: relative;
  max-width: 48rem;
  margin: 0 auto;
`;

/** The contact block: its heading ('Navigate your next project with us!' in data/pages.json), its subtext and the form's place. */
export function ContactSection({ form, id = "contact", words }: ContactSectionProps) {
  const titleId = `${id}-title`;
  return (
    <Section id={id} aria-labelledby={titleId}>
      <Container>
        <SectionTitle id={titleId} dangerouslySetInnerHTML={{ __html: words.heading }} />
        <SectionLead>{words.intro}</SectionLead>
        {form ? <Panel>{form}</Panel> : null}
      </Container>
    </Section>
  );
}
