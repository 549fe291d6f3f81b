/**
 * Test fixtures: an opening and a post whose HTML carries XSS probes (an onerror handler, a script
 * tag, a javascript: link). Seeded only when the server is started with `seedTestFixtures` (the
 * tests' own API sets API_SEED_TEST_FIXTURES=1); visitors never see them. The site's tests assert
 * that window.__xss stays undefined.
 */
import path from "node:path";
import type { BlogInput } from "../store/blogs";
import type { JobInput } from "../store/jobs";
import { imageFileFor } from "./post";

/** Where the fixtures' image lives: beside this file, not among the visitors' blog images. */
export const TEST_FIXTURE_IMAGES_DIR = path.join(__dirname, "test-fixtures");

export const XSS_PROBE_JOB: JobInput = {
  job_title: "XSS Probe Opening (sanitiser test)",
  location: "Pune, Maharashtra, India",
  experience: "0 years",
  job_types: ["Full Time", "IT"],
  job_details:
    '<p>XSS probe summary.<img src=x onerror="window.__xss=1"></p><script>window.__xss=2</script>',
  job_html:
    '<h3>XSS probe details</h3><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>' +
    '<p><a href="javascript:window.__xss=3">probe link</a></p>',
};

export const XSS_PROBE_URL = "xss-probe-sanitiser-test";

/**
 * The post's body puts the probes within its first 200 characters, so both the list excerpt and the
 * post page must sanitise it. Dated to sit third on page 1.
 */
export const XSS_PROBE_POST: BlogInput = {
  url: XSS_PROBE_URL,
  title: "XSS Probe Post (sanitiser test)",
  imageFile: imageFileFor(XSS_PROBE_URL),
  blog:
    '<p>XSS probe.<img src=x onerror="window.__xss=1"></p><script>window.__xss=2</script>' +
    '<p><a href="javascript:window.__xss=3">probe link</a></p>' +
    "<h2>Why this post exists</h2><p>It proves that post HTML is sanitised before it is shown.</p>",
  createdAt: "2025-09-10T09:30:00.000Z",
};
