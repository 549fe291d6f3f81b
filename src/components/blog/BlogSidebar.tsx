import React from "react";
import styled from "styled-components";

/** The fixed tags of spec §2. */
export const BLOG_TAGS = ["Tattoo", "Artist", "Design", "Inspiration"] as const;

const Aside = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-content: start;
  section { padding: ${({ theme }) => theme.space.lg}; border-radius: ${({ theme }) => theme.radii.md}; background: ${({ theme }) => theme.colors.navy}; }
  h2 { font-size: ${({ theme }) => theme.fontSizes.lg}; color: ${({ theme }) => theme.colors.white}; }
  ul { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space.sm}; margin: 0; padding: 0; list-style: none; }
  li { padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`}; border: 1px solid ${({ theme }) => theme.colors.crater}; border-radius: ${({ theme }) => theme.radii.round}; }
`;

/** The post's sidebar: Popular Posts (empty, as in the spec) and the fixed tags. */
export function BlogSidebar() {
  return (
    <Aside aria-label="Blog sidebar">
      <section aria-labelledby="popular-posts">
        <h2 id="popular-posts">Popular Posts</h2>
      </section>
      <section aria-labelledby="post-tags">
        <h2 id="post-tags">Tags</h2>
        <ul>
          {BLOG_TAGS.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      </section>
    </Aside>
  );
}
