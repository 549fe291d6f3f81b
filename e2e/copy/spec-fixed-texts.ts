/**
 * The interface text the specification (and the issues after it) fix word for word, which stays in code
 * (issue 30): form labels and messages, button labels, toasts, status lines, the filter groups, the blog's
 * fixed tags and the case-study block titles. The walk over every page (copy-from-data.spec.ts) accepts these
 * beside data/ and the API's posts and jobs; any other sentence a visitor reads must come from data/.
 * Written out here, not imported from the components, so that a sentence added to code is not let through.
 */
export const SPEC_FIXED_TEXTS: readonly string[] = [
  // Buttons.
  "Send it to the Moon",
  "Send it to the moon",
  "Sending...",
  "Apply Now",
  "Download",
  "Go TO the back",
  "Read More",
  "Let's Start",
  "Send request",
  // Not-found and error screens, status lines.
  "Product Not Found",
  "4 0 4",
  "Oops! You lost in Space",
  "No jobs match the selected filters",
  "Loading...",
  "No more blogs to show",
  "No content available for the selected year.",
  "Unexpected Application Error!",
  // Toasts and form notices.
  "Thank you for contacting us. We will get back to you soon.",
  // Form labels, legends and hints (contact, application, download, privacy request, job search).
  "First name",
  "Last name",
  "First Name",
  "Last Name",
  "Email",
  "Phone number",
  "Phone Number",
  "Message",
  "Address",
  "Resume",
  "PDF, DOC or DOCX, up to 5 MB",
  "Tell me about yourself",
  "Details",
  "What would you like us to do?",
  "Send me a copy of my data",
  "Correct my data",
  "Erase my data",
  "Job title or skill",
  "City, state/province or country",
  "Leave this empty",
  "How we use your details",
  // Careers: the openings' headings and the filter groups with their options.
  "Join us",
  "Current Openings",
  "Job Type",
  "Full Time",
  "Part Time",
  "Contract",
  "Industry",
  "City",
  "Country",
  // Blog sidebar.
  "Popular Posts",
  "Tags",
  "Tattoo",
  "Artist",
  "Design",
  "Inspiration",
  // Case-study block titles and the download popup's title.
  "Deliverables",
  "Requirements",
  "Involvement",
  "Objectives",
  "Approach",
  "Case Study Download",
];
