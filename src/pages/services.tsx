import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { HydrationSlice } from "../components/ui/HydrationSlice";
import { Seo } from "../components/seo/Seo";
import { ServiceCardGrid } from "../components/services/ServiceCardGrid";
import { ServicesHero } from "../components/services/ServicesHero";
import { Band, Container } from "../components/ui/Container";

const ServicesPage: React.FC<PageProps<Queries.ServicesPageQuery>> = ({ data }) => (
  <>
    <HydrationSlice>
      <ServicesHero
        headline={data.siteFacts?.servicesHeadline ?? "Services"}
        text="Pick a practice to see how our crew plans, builds and runs it, or mix several into one mission."
      />
    </HydrationSlice>
    <HydrationSlice>
      <Band aria-label="Our services">
        <Container>
          <ServiceCardGrid services={data.allService.nodes} eagerImages={2} />
        </Container>
      </Band>
    </HydrationSlice>
  </>
);

export default ServicesPage;

export const query = graphql`
  query ServicesPage {
    siteFacts { servicesHeadline }
    allService { nodes { ...ServiceCard } }
  }
`;

export const Head: HeadFC = ({ location }) => (
  <Seo title="Services" pathname={location.pathname} description="Digital marketing, branding, web and app development, BPO/KPO, data engineering and generative AI from Pune." />
);
