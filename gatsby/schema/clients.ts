/** Client logos by industry (data/clients.json): one node. */
export const clientsTypeDefs = `
  type ClientLogo {
    name: String!
    "The logo file; its path contains the name of its industry."
    logo: File @fileByRelativePath
    logoAlt: String!
  }
  type Clients implements Node @dontInfer {
    "The spec's 14 industries, in display order."
    categories: [String!]!
    logos: [ClientLogo!]!
  }
`;
