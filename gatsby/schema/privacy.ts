/** The privacy notice (data/privacy.json): one node. Retention periods are not data: see create-pages. */
export const privacyTypeDefs = `
  type GrievanceOfficer {
    name: String!
    title: String!
    email: String!
    phone: String!
    address: String!
    "Within how many days a grievance is answered."
    responseDays: Int!
  }
  type PrivacyField {
    "The field as the form labels it."
    name: String!
    why: String!
  }
  type PrivacyForm {
    "enquiries, applications or downloads: the section's id on /privacy and the lead kind of its retention setting."
    id: String!
    title: String!
    where: String!
    "The sentence shown beside the form's send button."
    notice: String!
    fields: [PrivacyField!]!
    purpose: String!
    "Console roles (admin, hr, marketing, sales) and privacy (staff answering privacy requests)."
    seenBy: [String!]!
    "A sentence after the retention period (e.g. when HR may keep an application longer)."
    retentionNote: String
  }
  type PrivacyRight {
    "access, correction, erasure, grievance or nomination."
    id: String!
    title: String!
    text: String!
  }
  type PrivacyNoticeVersion {
    version: String!
    "YYYY-MM-DD."
    effectiveFrom: String!
  }
  "The page's own headings and sentences (issue 30); {name}-style words are filled in by the page."
  type PrivacyPageWords {
    whoHeading: String!
    fiduciary: String!
    grievance: String!
    collectHeading: String!
    whyHeading: String!
    seenByHeading: String!
    seenBy: String!
    keepHeading: String!
    keep: String!
    rightsHeading: String!
    requestsHeading: String!
    requestLink: String!
    complaintsHeading: String!
    statusInForce: String!
    statusComesIn: String!
    statusNoneBefore: String!
    statusUntil: String!
    requestPageHeading: String!
    rightsLink: String!
  }
  type PrivacyNotice implements Node @dontInfer {
    "The version of the text shown on /privacy; forms cite the version in force on the day they send (shared/notice-version.ts)."
    version: String!
    "YYYY-MM-DD."
    effectiveFrom: String!
    "The versions the shown text replaced (issue 28), for the version in force before effectiveFrom."
    earlierVersions: [PrivacyNoticeVersion!]
    intro: [String!]!
    grievanceOfficer: GrievanceOfficer!
    forms: [PrivacyForm!]!
    rights: [PrivacyRight!]!
    requestIntro: String!
    board: [String!]!
    page: PrivacyPageWords!
  }
`;
