import type { HeadFC, PageProps } from "gatsby";
import React from "react";
import { BlogList } from "../components/blog/BlogList";
import { Seo } from "../components/seo/Seo";
import { Container } from "../components/ui/Container";
import { PageIntro } from "../components/ui/PageIntro";
import { RuntimeApollo } from "../lib/apollo/RuntimeApollo";

/** /blog: the posts load at runtime from the API, so this page brings its own Apollo provider. */
const BlogPage: React.FC<PageProps> = () => (
  <RuntimeApollo>
    <PageIntro title="Blog">
      <p>Notes from the Selenova crew on marketing, design, data and AI.</p>
    </PageIntro>
    <Container>
      <BlogList />
    </Container>
  </RuntimeApollo>
);

export default BlogPage;

export const Head: HeadFC = ({ location }) => (
  <Seo title="Blog" pathname={location.pathname} description="Notes from Selenova Digital on marketing, design, data and AI." />
);
