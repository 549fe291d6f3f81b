import { graphql, Link } from "gatsby";
import React from "react";
import type { RetentionDays } from "../../../shared/retention";
import { fillIn } from "../../lib/fill-in";
import { Band } from "../ui/Container";
import { NoticeStatus } from "./NoticeStatus";
import { Article } from "./PrivacyArticle.styles";
import { PrivacyFormSection } from "./PrivacyFormSection";

export interface PrivacyNoticeProps {
  notice: Queries.PrivacyNoticeContentFragment;
  /** The agency (the data fiduciary): its name and postal address, from data/site.json. */
  fiduciary: { name: string; address: string };
  retentionDays: RetentionDays;
  /** The build's day (YYYY-MM-DD, the site's): which version the pre-rendered page calls in force. */
  builtOn: string;
  /** The page's heading (data/pages.json's hero, a small piece of HTML). */
  heading: string;
}

const isKind = (id: string): id is keyof RetentionDays => ["enquiries", "applications", "downloads"].includes(id);

/** The privacy notice (/privacy), written from data/privacy.json and the retention settings of the build. */
export function PrivacyNotice({ notice, fiduciary, retentionDays, builtOn, heading }: PrivacyNoticeProps) {
  const officer = notice.grievanceOfficer;
  const words = notice.page;
  const contents = [
    { id: "who", title: words.whoHeading },
    ...notice.forms.map((form) => ({ id: form.id, title: form.title })),
    { id: "rights", title: words.rightsHeading },
    { id: "requests", title: words.requestsHeading },
    { id: "complaints", title: words.complaintsHeading },
  ];
  return (
    <Band>
      <Article>
        <h1 dangerouslySetInnerHTML={{ __html: heading }} />
        <NoticeStatus notice={notice} builtOn={builtOn} words={words} />
        {notice.intro.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
        <nav aria-label="Sections of the notice">
          <ol>
            {contents.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`}>{entry.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <section id="who" aria-labelledby="who-title">
          <h2 id="who-title">{words.whoHeading}</h2>
          <p>{fillIn(words.fiduciary, { name: fiduciary.name, address: fiduciary.address }).join("")}</p>
          <p>{fillIn(words.grievance, { title: officer.title, days: String(officer.responseDays) }).join("")}</p>
          <dl>
            <dt>Name</dt>
            <dd>{officer.name}</dd>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${officer.email}`}>{officer.email}</a>
            </dd>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${officer.phone.replace(/[^+\d]/g, "")}`}>{officer.phone}</a>
            </dd>
            <dt>Address</dt>
            <dd>{officer.address}</dd>
          </dl>
        </section>
        {notice.forms.map((form) =>
          isKind(form.id) ? <PrivacyFormSection key={form.id} form={form} words={words} retentionDays={retentionDays[form.id]} /> : null,
        )}
        <section id="rights" aria-labelledby="rights-title">
          <h2 id="rights-title">{words.rightsHeading}</h2>
          {notice.rights.map((right) => (
            <React.Fragment key={right.id}>
              <h3>{right.title}</h3>
              <p>{right.text}</p>
            </React.Fragment>
          ))}
        </section>
        <section id="requests" aria-labelledby="requests-title">
          <h2 id="requests-title">{words.requestsHeading}</h2>
          <p>{notice.requestIntro}</p>
          <p>
            <Link to="/privacy/request">{words.requestLink}</Link>
          </p>
        </section>
        <section id="complaints" aria-labelledby="complaints-title">
          <h2 id="complaints-title">{words.complaintsHeading}</h2>
          {notice.board.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </section>
      </Article>
    </Band>
  );
}

export const query = graphql`
  fragment PrivacyNoticeContent on PrivacyNotice {
    version
    effectiveFrom
    earlierVersions { version effectiveFrom }
    intro
    grievanceOfficer { name title email phone address responseDays }
    forms { ...PrivacyFormSection }
    rights { id title text }
    requestIntro
    board
    page { ...PrivacyPageWords }
  }

  fragment PrivacyPageWords on PrivacyPageWords {
    whoHeading fiduciary grievance collectHeading whyHeading seenByHeading seenBy keepHeading keep
    rightsHeading requestsHeading requestLink complaintsHeading statusInForce statusComesIn statusNoneBefore statusUntil
    requestPageHeading rightsLink
  }
`;
