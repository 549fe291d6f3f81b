import { graphql, type HeadProps, type PageProps } from "gatsby";
import React from "react";
import { HydrationSlice } from "../components/ui/HydrationSlice";
import { Seo, shareImageSrc } from "../components/seo/Seo";
import { excerpt } from "../lib/excerpt";
import { seoOver } from "../lib/seo-over";
import { breadcrumbsLd } from "../lib/structured-data/breadcrumbs";
import { serviceLd } from "../lib/structured-data/service";
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
      seo { title description image { ...ShareImage } imageAlt }
    }
  }
`;

export const Head = ({ data, location }: HeadProps<Queries.ServicePageQuery>) => {
  const service = data.service;
  const description = service ? excerpt(`${service.homedesc} ${service.desc}`, 155) : undefined;
  // The service's own `seo` (data/services.json, issue 30) wins, field by field, over what the page derives.
  const seo = seoOver(service?.seo, shareImageSrc(service?.seo?.image), {
    title: service?.titleSmall ?? "Services",
    description,
    image: shareImageSrc(service?.shareImage),
  });
  return (
    <Seo
      title={seo.title}
      description={seo.description}
      pathname={location.pathname}
      image={seo.image}
      imageAlt={seo.imageAlt}
      structuredData={
        service
          ? (page) => [
              serviceLd({ name: service.titleSmall, description }, page),
              breadcrumbsLd([{ name: "Home", path: "/" }, { name: "Services", path: "/services" }], service.titleSmall, page),
            ]
          : undefined
      }
    />
  );
};
