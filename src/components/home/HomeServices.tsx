import React from "react";
import { ServiceCardGrid } from "../services/ServiceCardGrid";
import { Container } from "../ui/Container";
import { Section, SectionLead, SectionTitle } from "../ui/Section";

export interface HomeServicesProps {
  services: readonly Queries.ServiceCardFragment[];
}

/** The home page's service cards, each linking to its service page. */
export function HomeServices({ services }: HomeServicesProps) {
  return (
    <Section aria-labelledby="services-title">
      <Container>
        <SectionTitle id="services-title">
          What we <span>launch</span>
        </SectionTitle>
        <SectionLead>Eight practices under one roof, from the first brand sketch to the support desk that answers at midnight.</SectionLead>
        <ServiceCardGrid services={services} headingLevel="h3" />
      </Container>
    </Section>
  );
}
