import type { HeadFC, PageProps } from "gatsby";
import React from "react";
import { LostInSpace } from "../components/not-found/LostInSpace";
import { Seo } from "../components/seo/Seo";

const NotFoundPage: React.FC<PageProps> = () => <LostInSpace />;

export default NotFoundPage;

export const Head: HeadFC = ({ location }) => (
  <Seo title="Page not found" pathname={location.pathname} noindex />
);
