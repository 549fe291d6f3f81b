import type { GatsbyNode } from "gatsby";
import { caseStudyTypeDefs } from "./case-study";
import { clientsTypeDefs } from "./clients";
import { pageCopyTypeDefs } from "./page-copy";
import { privacyTypeDefs } from "./privacy";
import { publishedTypeDefs } from "./published";
import { serviceTypeDefs } from "./service";
import { siteFactsTypeDefs } from "./site-facts";
import { smallCollectionTypeDefs } from "./small-collections";

/** Declares every data type up front, so a field no entry uses never breaks a query. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes([
    caseStudyTypeDefs,
    serviceTypeDefs,
    siteFactsTypeDefs,
    clientsTypeDefs,
    smallCollectionTypeDefs,
    privacyTypeDefs,
    pageCopyTypeDefs,
    publishedTypeDefs,
    `type SiteSiteMetadata { title: String! description: String! siteUrl: String! }`,
  ]);
};
