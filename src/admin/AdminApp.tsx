/**
 * The staff console (issue 16): react-admin under the site's client-only /admin route, on the staff API
 * with the session cookie. Only the screens the signed-in role may use are registered, so the console
 * opens on the first of them. Saves are pessimistic (sent at once, errors shown in the form; deletes ask
 * first) and nothing refetches behind an editor's back.
 */
import { QueryClient } from "@tanstack/react-query";
import React, { useState } from "react";
import { Admin, CustomRoutes, Resource } from "react-admin";
import { BrowserRouter, Route, Routes } from "react-router-dom";
import { AccountPage } from "./account";
import { ANALYTICS_PATH, AnalyticsScreen } from "./analytics";
import { AuditList } from "./audit";
import { createAuthProvider } from "./auth-provider";
import { contentScreen } from "./content";
import { ConsoleLayout } from "./ConsoleLayout";
import { createDataProvider } from "./data-provider";
import { JobCreate, JobEdit, JobList } from "./jobs";
import { leadEdit, leadList } from "./leads";
import { LoginPage } from "./LoginPage";
import { notFoundScreen } from "./not-found";
import { PostCreate, PostEdit, PostList } from "./posts";
import { PrivacyRequestList, PrivacyRequestShow } from "./privacy";
import { isRole, mayPublish, mayUse, mayViewAnalytics, RESOURCES, type ResourceName } from "./roles";
import { SITE_PATH, SiteScreen } from "./site";
import { consoleTheme } from "./theme";
import { UserCreate, UserList } from "./users";
import { consoleI18nProvider } from "./words/i18n";

const SCREENS: Record<ResourceName, Omit<React.ComponentProps<typeof Resource>, "name">> = {
  enquiries: { list: leadList("enquiries"), edit: leadEdit("enquiries") },
  applications: { list: leadList("applications"), edit: leadEdit("applications") },
  downloads: { list: leadList("downloads"), edit: leadEdit("downloads") },
  jobs: { list: JobList, edit: JobEdit, create: JobCreate },
  posts: { list: PostList, edit: PostEdit, create: PostCreate },
  users: { list: UserList, create: UserCreate },
  audit: { list: AuditList },
  "privacy-requests": { list: PrivacyRequestList, show: PrivacyRequestShow },
  content: contentScreen,
  "not-found": notFoundScreen,
};

export interface AdminAppProps {
  /** The router's base: "/admin" on the site. */
  basename?: string;
}

export default function AdminApp({ basename = "/admin" }: AdminAppProps) {
  const [providers] = useState(() => ({
    auth: createAuthProvider(),
    data: createDataProvider(),
    queries: new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: false } } }),
  }));
  // react-admin's own router is a HashRouter; the console's addresses are real paths (/admin/enquiries/7),
  // so it runs in a BrowserRouter under its base, as react-admin's "sub path" guide does it.
  const admin = (
    <Admin
      basename={basename}
      title="Staff console"
      authProvider={providers.auth}
      dataProvider={providers.data}
      queryClient={providers.queries}
      loginPage={LoginPage}
      layout={ConsoleLayout}
      theme={consoleTheme}
      i18nProvider={consoleI18nProvider}
      requireAuth
      disableTelemetry
    >
      <CustomRoutes>
        <Route path="/account" element={<AccountPage />} />
      </CustomRoutes>
      {(permissions: unknown) => [
        // Permissions are the role; extra rights (issue 25) come with the same session answer.
        ...RESOURCES.filter(({ name }) => mayUse(isRole(permissions) ? permissions : undefined, name, providers.auth.current()?.rights)).map(({ name, label }) => (
          <Resource key={name} name={name} options={{ label }} {...SCREENS[name]} />
        )),
        ...(mayPublish(isRole(permissions) ? permissions : undefined)
          ? [
              <CustomRoutes key={SITE_PATH}>
                <Route path={`/${SITE_PATH}`} element={<SiteScreen />} />
              </CustomRoutes>,
            ]
          : []),
        ...(mayViewAnalytics(isRole(permissions) ? permissions : undefined)
          ? [
              <CustomRoutes key={ANALYTICS_PATH}>
                <Route path={`/${ANALYTICS_PATH}`} element={<AnalyticsScreen />} />
              </CustomRoutes>,
            ]
          : []),
      ]}
    </Admin>
  );
  return (
    <BrowserRouter>
      <Routes>
        <Route path={`${basename}/*`} element={admin} />
      </Routes>
    </BrowserRouter>
  );
}
