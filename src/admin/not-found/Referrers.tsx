import React from "react";
import { useRecordContext } from "react-admin";

interface Referrer {
  host: string;
  count: number;
}

const isReferrers = (value: unknown): value is Referrer[] =>
  Array.isArray(value) && value.every((r) => typeof r === "object" && r !== null && typeof (r as Referrer).host === "string" && typeof (r as Referrer).count === "number");

/** "search.example (3 times)"; the console's own host is the site itself: a broken link on one of our pages. */
export function referrerText({ host, count }: Referrer, siteHost: string): string {
  const name = host === siteHost ? `${host} (this site)` : host;
  return `${name}: ${count === 1 ? "once" : `${count} times`}`;
}

/** The sites whose links led visitors to the missing address, most first; words when none was recorded. */
export function Referrers(_: { label?: string }) {
  const record = useRecordContext();
  const referrers = isReferrers(record?.referrers) ? record.referrers : [];
  if (referrers.length === 0) return <span>None recorded</span>;
  const siteHost = typeof window === "undefined" ? "" : window.location.hostname;
  return (
    <ul style={{ margin: 0, paddingLeft: "1.1rem" }}>
      {referrers.map((referrer) => (
        <li key={referrer.host}>{referrerText(referrer, siteHost)}</li>
      ))}
    </ul>
  );
}
