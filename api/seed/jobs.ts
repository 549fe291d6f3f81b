/**
 * Seed openings (original copy). Between them they cover every careers filter: job types Full Time,
 * Part Time and Contract (first entry of job_types), industries IT, Marketing and Finance, Pune and
 * other cities, India and other countries.
 */
import type { JobInput } from "../store/jobs";

interface Opening {
  title: string;
  location: string;
  experience: string;
  types: string[];
  summary: string;
  duties: string[];
  skills: string[];
}

const list = (items: string[]): string => `<ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul>`;

export function toJob(o: Opening): JobInput {
  return {
    job_title: o.title,
    location: o.location,
    experience: o.experience,
    job_types: o.types,
    job_details: `<p>${o.summary}</p>`,
    job_html:
      `<h3>About the role</h3><p>${o.summary}</p>` +
      `<h3>What you will do</h3>${list(o.duties)}` +
      `<h3>What you bring</h3>${list(o.skills)}` +
      `<p><strong>Location:</strong> ${o.location} &middot; <strong>Experience:</strong> ${o.experience}</p>`,
  };
}

const OPENINGS: Opening[] = [
  {
    title: "Senior React Developer",
    location: "Pune, Maharashtra, India",
    experience: "4-6 years",
    types: ["Full Time", "IT"],
    summary: "Build fast, accessible marketing sites and dashboards for clients across three continents.",
    duties: ["Own features from design hand-off to release", "Review code and mentor two juniors", "Keep Lighthouse scores green"],
    skills: ["React and TypeScript in production", "CSS you are proud of", "Tests that describe behaviour"],
  },
  {
    title: "Performance Marketing Specialist",
    location: "Mumbai, Maharashtra, India",
    experience: "2-4 years",
    types: ["Full Time", "Marketing"],
    summary: "Plan and run paid search and social campaigns that pay for themselves, then prove it.",
    duties: ["Run budgets across search and social platforms", "Design A/B tests for ads and landing pages", "Report weekly in plain words"],
    skills: ["Hands-on campaign management", "Comfort with spreadsheets and attribution", "Curiosity about why numbers move"],
  },
  {
    title: "Financial Analyst",
    location: "Pune, Maharashtra, India",
    experience: "3-5 years",
    types: ["Full Time", "Finance"],
    summary: "Keep our project finances on course: forecasts, margins and the monthly close.",
    duties: ["Build the rolling forecast", "Track project margins with delivery leads", "Prepare board packs"],
    skills: ["CA Inter, CFA level 1 or an MBA in finance", "Advanced spreadsheet modelling", "Clear written summaries"],
  },
  {
    title: "Social Media Content Writer",
    location: "Vadodara, Gujarat, India",
    experience: "1-2 years",
    types: ["Part Time", "Marketing"],
    summary: "Write posts, captions and short scripts for brands in retail, education and travel, 20 hours a week.",
    duties: ["Draft a weekly content calendar", "Write in a brand's voice, not your own", "Work with designers on carousels"],
    skills: ["A portfolio of published social content", "Fluent English; Hindi or Gujarati a plus", "Reliable deadlines"],
  },
  {
    title: "QA Engineer (Automation)",
    location: "Deoghar, Jharkhand, India",
    experience: "2-3 years",
    types: ["Part Time", "IT"],
    summary: "Automate browser and API tests for our web and mobile releases, three days a week.",
    duties: ["Write end-to-end tests with Playwright", "Triage flaky tests until they are not", "Pair with developers on fixes"],
    skills: ["JavaScript or TypeScript", "A habit of writing clear bug reports", "Understanding of HTTP and browsers"],
  },
  {
    title: "Bookkeeping Associate",
    location: "Kochi, Kerala, India",
    experience: "0-2 years",
    types: ["Part Time", "Finance"],
    summary: "Support our BPO finance team with ledgers, reconciliations and invoices for client accounts.",
    duties: ["Post and reconcile daily entries", "Prepare GST working papers", "Answer vendor queries"],
    skills: ["B.Com or equivalent", "Tally or a similar ledger tool", "Attention to detail"],
  },
  {
    title: "Cloud Data Engineer",
    location: "Austin, Texas, USA",
    experience: "5+ years",
    types: ["Contract", "IT"],
    summary: "A six-month contract to move a retail client's reporting onto a modern cloud warehouse.",
    duties: ["Design ingestion pipelines", "Model data for analysts", "Document everything you build"],
    skills: ["SQL and Python", "One major cloud warehouse in production", "Overlap with India hours twice a week"],
  },
  {
    title: "Brand Strategist",
    location: "London, England, United Kingdom",
    experience: "4-7 years",
    types: ["Contract", "Marketing"],
    summary: "Lead positioning and naming work for two European clients on a nine-month contract.",
    duties: ["Run discovery workshops", "Write positioning and messaging frameworks", "Present to founders"],
    skills: ["Agency or in-house brand experience", "Excellent storytelling", "Comfort with remote teams"],
  },
  {
    title: "Fintech Compliance Consultant",
    location: "Dubai, United Arab Emirates",
    experience: "6+ years",
    types: ["Contract", "Finance", "IT"],
    summary: "Help a payments client map its product flows to regulatory requirements, on a three-month contract.",
    duties: ["Review onboarding and payment flows", "Write control requirements for engineers", "Prepare audit evidence"],
    skills: ["Payments or banking compliance background", "Ability to read technical specs", "Crisp documentation"],
  },
  {
    title: "UI/UX Designer",
    location: "Pune, Maharashtra, India",
    experience: "2-5 years",
    types: ["Full Time", "IT", "Marketing"],
    summary: "Design websites and apps that look like space but work like a well-run railway.",
    duties: ["Run user interviews and usability tests", "Design flows, wireframes and polished UI", "Maintain our design system"],
    skills: ["A portfolio showing process, not only pixels", "Figma or a similar tool", "Basic HTML and CSS"],
  },
  {
    title: "Generative AI Engineer",
    location: "Bengaluru, Karnataka, India",
    experience: "3-6 years",
    types: ["Full Time", "IT"],
    summary: "Build assistants and content tools on large language models, with evaluation and guardrails built in.",
    duties: ["Prototype retrieval and agent workflows", "Design evaluation sets", "Ship features to production"],
    skills: ["Python and TypeScript", "Experience with LLM APIs and vector search", "A sceptical, test-first mindset"],
  },
  {
    title: "Lead Generation Executive",
    location: "Austin, Texas, USA",
    experience: "1-3 years",
    types: ["Full Time", "Marketing", "Finance"],
    summary: "Find and qualify leads for our North American finance and insurance clients.",
    duties: ["Research accounts and contacts", "Run outbound email sequences", "Hand warm leads to sales"],
    skills: ["Outbound or inside sales experience", "CRM hygiene", "Clear, friendly writing"],
  },
];

export const SEED_JOBS: JobInput[] = OPENINGS.map(toJob);
