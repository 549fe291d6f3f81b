/**
 * The posts and open jobs read from the API's store at build time (gatsby/source-published.ts,
 * api/site/published.ts): one node each. Neither type is inferred, so a build that could not read the
 * store (no posts, no jobs) still answers every query with empty lists.
 */
export const publishedTypeDefs = `
  type PublishedPost implements Node @dontInfer {
    "The post's id in the staff API."
    postId: Int!
    "Its address under /blog/."
    url: String!
    title: String!
    "The body as staff saved it; sanitise before showing it."
    html: String!
    publishedAt: Date! @dateformat
    updatedAt: Date! @dateformat
    "The post's own image, for its page and its share image; null for a post without one."
    image: File @link(from: "imageFileId", by: "id")
    "Issue 30: the post's own SEO title (its page's <title>, og:title, twitter:title); null: the title."
    seoTitle: String
    "Issue 30: the post's own SEO description; null: the description is cut from the text."
    seoDescription: String
  }
  type OpenJob implements Node @dontInfer {
    "The job's id in the staff API and /jobVacancies."
    jobId: Int!
    title: String!
    location: String!
    experience: String!
    types: [String!]!
    "The summary (may hold simple HTML), sanitised by the build with the site's policy: render it as is."
    details: String!
    "The full details, sanitised by the build with the site's policy: render them as they are."
    html: String!
    "The fingerprint (shared/source-hash.ts) of the summary and details as the store holds them: a runtime read with the same fingerprint shows details and html as they are."
    source: String!
    "The summary as text (a job page's description)."
    summaryText: String!
    postedAt: Date! @dateformat
    updatedAt: Date! @dateformat
    "Its last open day (YYYY-MM-DD, Asia/Kolkata), or null."
    closesAt: String
  }
`;
