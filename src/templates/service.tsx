import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { HydrationSlice } from "../components/ui/HydrationSlice";
import { Seo, shareImageSrc } from "../components/seo/Seo";
import { excerpt } from "../lib/excerpt";
import { ServiceCards } from "../components/services/ServiceCards";
import { ServiceHero } from "../components/services/ServiceHero";

/** /services/<slug>: holds the page query and hands the data to the display components. */
const ServiceTemplate: React.FC<PageProps<Queries.ServicePageQuery>> = ({ data }) =>
  data.service ? (
    <>
      <HydrationSlice>
        <ServiceHero service={data.service} />
      </HydrationSlice>
      <HydrationSlice>
        <ServiceCards service={data.service} />
      </HydrationSlice>
    </>
  ) : null;

export default ServiceTemplate;

export const query = graphql`
  query ServicePage($slug: String!) {
    service(slug: { eq: $slug }) {
      ...ServiceHero
      ...ServiceDetailCards
      homedesc
      shareImage: bgImg { ...ShareImage }
    }
  }
`;

export const Head = ({ data, location }: HeadProps<Queries.ServicePageQuery>) => (
  <Seo
    title={data.service?.titleSmall ?? "Services"}
    description={data.service ? excerpt(`${data.service.homedesc} ${data.service.desc}`, 155) : undefined}
    pathname={location.pathname}
    image={shareImageSrc(data.service?.shareImage)}
  />
);
