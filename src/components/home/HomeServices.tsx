import React from "react";
import { ServiceCardGrid } from "../services/ServiceCardGrid";
import { Container } from "../ui/Container";
import { Section, SectionLead, SectionTitle } from "../ui/Section";
import type { SectionText } from "../../lib/page-copy";

export interface HomeServicesProps {
  services: readonly Queries.ServiceCardFragment[];
  /** The heading (a small piece of HTML) and intro from data/pages.json. */
  words: SectionText;
}

/** The home page's service cards, each linking to its service page. */
export function HomeServices({ services, words }: HomeServicesProps) {
  return (
    <Section aria-labelledby="services-title">
      <Container>
        <SectionTitle id="services-title" dangerouslySetInnerHTML={{ __html: words.heading }} />
        <SectionLead>{words.intro}</SectionLead>
        <ServiceCardGrid services={services} headingLevel="h3" />
      </Container>
    </Section>
  );
}
