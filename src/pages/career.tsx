import type { HeadFC, PageProps } from "gatsby";
import React from "react";
import { CareersHero } from "../components/careers/CareersHero";
import { Openings } from "../components/careers/Openings";
import { Seo } from "../components/seo/Seo";
import { RuntimeApollo } from "../lib/apollo/RuntimeApollo";

const OPENINGS_ID = "openings";

/** /career: the openings load at runtime from the API, so this page brings its own Apollo provider. */
const CareerPage: React.FC<PageProps> = () => (
  <RuntimeApollo>
    <CareersHero targetId={OPENINGS_ID} />
    <Openings id={OPENINGS_ID} />
  </RuntimeApollo>
);

export default CareerPage;

export const Head: HeadFC = ({ location }) => (
  <Seo title="Careers" pathname={location.pathname} description="Current openings at Selenova Digital in Pune and beyond." />
);
