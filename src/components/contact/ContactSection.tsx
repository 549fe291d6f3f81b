import React from "react";
import styled from "styled-components";
import { Section, SectionLead, SectionTitle } from "../ui/Section";
import { Container } from "../ui/Container";

export const CONTACT_HEADING = "Navigate your next project with us!";
export const CONTACT_TEXT = "Connect with us to explore the cosmos of creativity and innovation together.";

export interface ContactSectionProps {
  /** The contact form (from the forms work); nothing renders in its place until it is given. */
  form?: React.ReactNode;
  /** Id of the section, for in-page links. */
  id?: string;
}

const Panel = styled.div`
  position: relative;
  max-width: 48rem;
  margin: 0 auto;
`;

/** The contact block: 'Navigate your next project with us!', its subtext and the form's place. */
export function ContactSection({ form, id = "contact" }: ContactSectionProps) {
  const titleId = `${id}-title`;
  return (
    <Section id={id} aria-labelledby={titleId}>
      <Container>
        <SectionTitle id={titleId}>{CONTACT_HEADING}</SectionTitle>
        <SectionLead>{CONTACT_TEXT}</SectionLead>
        {form ? <Panel>{form}</Panel> : null}
      </Container>
    </Section>
  );
}
