/** The blog's text cuts (shared with the build, which writes the posts' descriptions and feed). */
export { BLOG_EXCERPT_LENGTH, DESCRIPTION_LENGTH, describe, excerpt } from "../../shared/excerpt";
