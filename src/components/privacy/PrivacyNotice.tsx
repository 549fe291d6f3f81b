import { graphql, Link } from "gatsby";
import React from "react";
import type { RetentionDays } from "../../../shared/retention";
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
}

const isKind = (id: string): id is keyof RetentionDays => ["enquiries", "applications", "downloads"].includes(id);

/** The privacy notice (/privacy), written from data/privacy.json and the retention settings of the build. */
export function PrivacyNotice({ notice, fiduciary, retentionDays, builtOn }: PrivacyNoticeProps) {
  const officer = notice.grievanceOfficer;
  const contents = [
    { id: "who", title: "Who we are and whom to ask" },
    ...notice.forms.map((form) => ({ id: form.id, title: form.title })),
    { id: "rights", title: "Your rights" },
    { id: "requests", title: "How to use your rights" },
    { id: "complaints", title: "Complaining to the Data Protection Board" },
  ];
  return (
    <Band>
      <Article>
        <h1>Privacy notice</h1>
        <NoticeStatus notice={notice} builtOn={builtOn} />
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
          <h2 id="who-title">Who we are and whom to ask</h2>
          <p>
            {fiduciary.name}, {fiduciary.address}, decides why and how the details you send us are used: under the Act it is the
            data fiduciary.
          </p>
          <p>Questions and grievances about your data go to our {officer.title}, who answers within {officer.responseDays} days:</p>
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
          isKind(form.id) ? <PrivacyFormSection key={form.id} form={form} retentionDays={retentionDays[form.id]} /> : null,
        )}
        <section id="rights" aria-labelledby="rights-title">
          <h2 id="rights-title">Your rights</h2>
          {notice.rights.map((right) => (
            <React.Fragment key={right.id}>
              <h3>{right.title}</h3>
              <p>{right.text}</p>
            </React.Fragment>
          ))}
        </section>
        <section id="requests" aria-labelledby="requests-title">
          <h2 id="requests-title">How to use your rights</h2>
          <p>{notice.requestIntro}</p>
          <p>
            <Link to="/privacy/request">Make a request about your data</Link>
          </p>
        </section>
        <section id="complaints" aria-labelledby="complaints-title">
          <h2 id="complaints-title">Complaining to the Data Protection Board</h2>
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
  }
`;
