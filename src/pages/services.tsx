import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { HydrationSlice } from "../components/ui/HydrationSlice";
import { PageSeo } from "../components/seo/PageSeo";
import { sectionOf } from "../lib/page-copy";
import { ServiceCardGrid } from "../components/services/ServiceCardGrid";
import { ServicesHero } from "../components/services/ServicesHero";
import { Band, Container } from "../components/ui/Container";

const ServicesPage: React.FC<PageProps<Queries.ServicesPageQuery>> = ({ data }) => (
  <>
    <HydrationSlice>
      <ServicesHero
        headline={data.siteFacts?.servicesHeadline ?? "Services"}
        text={sectionOf(data.pageCopy, "hero").intro}
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
    pageCopy(path: { eq: "/services" }) { ...PageCopy }
    allService { nodes { ...ServiceCard } }
  }
`;

export const Head = ({ data, location }: HeadProps<Queries.ServicesPageQuery>) => <PageSeo page={data.pageCopy} pathname={location.pathname} />;
