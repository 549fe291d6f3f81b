import type { HeadFC } from "gatsby";
import React, { Suspense, lazy, useEffect, useState } from "react";

/**
 * /admin/*: the staff console, a client-only route (this file's `[...]` name makes it match every path
 * under /admin). The console's code (react-admin, MUI, TipTap) is its own chunk, fetched only here; the
 * pre-rendered HTML holds just a notice, and the page is kept out of search engines and the sitemap.
 */
const AdminApp = lazy(() => import("../../admin/AdminApp"));

const Notice = ({ children }: { children: React.ReactNode }) => (
  <main style={{ minHeight: "100vh", display: "grid", placeItems: "center", background: "#16214a", color: "#ffffff", fontFamily: "system-ui, sans-serif" }}>
    <p role="status">{children}</p>
  </main>
);

export default function AdminPage() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return <Notice>Loading the staff console…</Notice>;
  return (
    <Suspense fallback={<Notice>Loading the staff console…</Notice>}>
      <AdminApp basename="/admin" />
    </Suspense>
  );
}

export const Head: HeadFC = () => (
  <>
    <title>Staff console · Selenova Digital</title>
    <meta name="robots" content="noindex, nofollow" />
  </>
);
