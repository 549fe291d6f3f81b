/**
 * `/blog/<url>` for every post the build read from the store (issue 29): pre-rendered pages with the
 * post's own title, meta, image, body and structured data. A post the build does not have (newer than
 * it, or an address that was never a post) still reaches the client-only fallback `/blog/__post`
 * (gatsby/create-pages.ts), which asks the API at runtime; generated pages win over its match path.
 */
import type { Actions, CreatePagesArgs } from "gatsby";
import path from "path";
import { blogPostPath } from "../shared/blog";

interface PostKeys {
  allPublishedPost: { nodes: { id: string; url: string }[] };
}

export async function createPostPages({ graphql, reporter }: Pick<CreatePagesArgs, "graphql" | "reporter">, actions: Pick<Actions, "createPage">): Promise<void> {
  const result = await graphql<PostKeys>(`
    query PublishedPostPageKeys {
      allPublishedPost { nodes { id url } }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the published posts to create their pages.", result.errors);
    return;
  }
  const component = path.join(process.cwd(), "src/templates/published-post.tsx");
  for (const { id, url } of result.data.allPublishedPost.nodes) {
    actions.createPage({ path: blogPostPath(url), component, context: { id } });
  }
}
