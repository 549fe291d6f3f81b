import type { HeadFC, PageProps } from "gatsby";
import React from "react";
import { JobScreen } from "../components/careers/JobScreen";
import { Seo } from "../components/seo/Seo";
import { jobIdFromPath } from "../lib/open-job";

/**
 * /career/__job, served for every /career/<x> the build has no page for (matchPath /career/*): a job
 * opened after the build shows from GET /jobVacancies; anything else gets the not-found screen.
 */
const JobFallbackPage: React.FC<PageProps> = ({ location }) => <JobScreen id={jobIdFromPath(location.pathname)} built={null} />;

export default JobFallbackPage;

export const Head: HeadFC = ({ location }) => <Seo title="Careers" pathname={location.pathname} noindex description="An opening at Selenova Digital." />;
