import { Box, Button, Typography } from "@mui/material";
import React from "react";
import { Link, useBasename, useCreatePath, useGetIdentity, useLocation, useLogout, usePermissions } from "react-admin";
import { ANALYTICS_LABEL, ANALYTICS_PATH } from "./analytics/paths";
import { isRole, mayPublish, mayViewAnalytics, resourcesFor } from "./roles";
import { SITE_LABEL, SITE_PATH } from "./site";

const SKIP_LINK = {
  position: "absolute",
  left: "-9999px",
  top: 0,
  zIndex: 2000,
  "&:focus": { left: 16, top: 8, background: "#ffffff", color: "#16214a", padding: 1, outline: "3px solid #6b4700" },
} as const;

/** The "Console" navigation: real links (react-admin's default menu is `role="menuitem"` entries), only those the role may use. */
export function ConsoleNav() {
  const { permissions } = usePermissions();
  const { pathname } = useLocation();
  const createPath = useCreatePath();
  const basename = useBasename();
  const role = isRole(permissions) ? permissions : undefined;
  const { identity } = useGetIdentity();
  const rights = Array.isArray(identity?.rights) ? (identity.rights as string[]) : [];
  const links: { key: string; label: string; to: string }[] = resourcesFor(role, rights).map(({ name, label }) => ({ key: name, label, to: createPath({ resource: name, type: "list" }) }));
  if (mayPublish(role)) links.push({ key: SITE_PATH, label: SITE_LABEL, to: `${basename}/${SITE_PATH}` });
  if (mayViewAnalytics(role)) links.push({ key: ANALYTICS_PATH, label: ANALYTICS_LABEL, to: `${basename}/${ANALYTICS_PATH}` });
  return (
    <Box component="nav" aria-label="Console" sx={{ minWidth: 200, p: 2, borderRight: { md: "1px solid #d5d8e0" } }}>
      <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, display: "flex", flexDirection: { xs: "row", md: "column" }, flexWrap: "wrap", gap: 0.5 }}>
        {links.map(({ key: name, label, to }) => {
          // createPath puts the console's base (/admin) in front, as react-admin's own links do.
          const current = pathname === to || pathname.startsWith(`${to}/`);
          return (
            <li key={name}>
              <Link
                to={to}
                aria-current={current ? "page" : undefined}
                underline="hover"
                sx={{ display: "block", px: 1.5, py: 1, borderRadius: 1, fontWeight: current ? 700 : 400, color: "#14161c", background: current ? "#e3e6f0" : "transparent" }}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

/** "Your account" (issue 22): the person's own page, with the second factor. */
function AccountLink() {
  const { pathname } = useLocation();
  const to = useBasename() + "/account";
  return (
    <Link to={to} aria-current={pathname === to ? "page" : undefined} underline="always" sx={{ color: "#ffffff", fontWeight: 600 }}>
      Your account
    </Link>
  );
}

/** The signed-in frame: who is signed in, Sign out, the "Console" navigation and the screen as the page's main landmark. */
export function ConsoleLayout({ children }: { children?: React.ReactNode }) {
  const { identity } = useGetIdentity();
  const logout = useLogout();
  return (
    <Box sx={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
      <Box component="a" href="#console-main" sx={SKIP_LINK}>
        Skip to content
      </Box>
      <Box component="header" sx={{ display: "flex", alignItems: "center", gap: 2, px: 2, py: 1, background: "#16214a", color: "#ffffff", flexWrap: "wrap" }}>
        <Typography component="p" sx={{ fontWeight: 700, flex: 1 }}>
          Selenova Digital · Staff console
        </Typography>
        {identity && (
          <Typography component="p" sx={{ fontSize: "0.9rem" }}>
            Signed in as {identity.fullName}
          </Typography>
        )}
        <AccountLink />
        <Button variant="outlined" onClick={() => logout()} sx={{ color: "#ffffff", borderColor: "#ffffff" }}>
          Sign out
        </Button>
      </Box>
      <Box sx={{ display: "flex", flex: 1, flexDirection: { xs: "column", md: "row" } }}>
        <ConsoleNav />
        <Box component="main" id="console-main" tabIndex={-1} sx={{ flex: 1, minWidth: 0, p: 2, "&:focus": { outline: "none" } }}>
          <Typography component="h1" variant="h5" id="react-admin-title" sx={{ mb: 2, fontWeight: 700 }} />
          {children}
        </Box>
      </Box>
    </Box>
  );
}
