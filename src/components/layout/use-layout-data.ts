import { graphql, useStaticQuery } from "gatsby";

export function useLayoutData() {
  return useStaticQuery<Queries.LayoutDataQuery>(graphql`
    query LayoutData {
      siteFacts {
        name
        whoWeAre
        email
        phone
        address { street locality city region postalCode country }
        officeHeading
        footerHeadings { about contact pages }
        branches
        socials { network url }
      }
      allService { nodes { slug titleSmall } }
      allContactEntry { nodes { name email link number } }
    }
  `);
}
