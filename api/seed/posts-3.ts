/** Seed blog posts, part 3 (original copy). */
import type { PostSeed } from "./post";

export const POSTS_3: PostSeed[] = [
  {
    url: "design-system-for-a-crew-of-five",
    title: "A Design System for a Crew of Five",
    date: "2025-01-24",
    intro:
      "Design systems are often pictured as huge libraries run by dedicated teams. A small team needs something lighter: enough shared parts to move fast without a committee.",
    sections: [
      {
        heading: "Start with tokens",
        text: "Colours, spacing, type sizes and breakpoints, named after what they do. Components come later, once you notice the same pattern three times.",
      },
      {
        heading: "Keep it alive",
        items: ["One owner per quarter", "A changelog people actually read", "Delete components nobody uses"],
      },
    ],
  },
  {
    url: "measuring-without-cookies",
    title: "Measuring Without Cookies: Privacy-Friendly Analytics",
    date: "2025-01-05",
    intro:
      "Astronomers measure stars they will never touch. Marketers can learn a lot about a website without tracking individuals across the internet.",
    sections: [
      {
        heading: "What you can still know",
        items: ["Which pages are read and for how long", "Which campaigns bring visitors", "Where forms are abandoned"],
      },
      {
        heading: "Why it is worth it",
        text: "Fewer consent banners, lighter pages and less legal risk. Trends matter more than individual journeys for most decisions.",
      },
    ],
  },
  {
    url: "guardrails-for-ai-chatbots",
    title: "Guardrails for AI Chatbots: Keep the Ship in Its Lane",
    date: "2024-12-16",
    intro:
      "A support chatbot that invents a refund policy is worse than no chatbot. Guardrails keep an AI assistant useful and honest.",
    sections: [
      {
        heading: "Ground every answer",
        text: "Answer from the company's own documents and cite them. When nothing relevant is found, say so and hand over to a person.",
      },
      {
        heading: "Test it like a product",
        items: ["A fixed set of tricky questions run on every change", "Logs reviewed weekly", "A visible way to reach a human"],
      },
    ],
  },
  {
    url: "email-marketing-the-art-of-re-entry",
    title: "Email Marketing: The Art of Re-entry",
    date: "2024-11-27",
    intro:
      "Coming back into someone's inbox is like re-entering the atmosphere: the angle matters. Too steep and you burn up in the spam folder; too shallow and you bounce off unnoticed.",
    sections: [
      {
        heading: "Find the right angle",
        items: ["Write subject lines that say what is inside", "Send less often, with more value", "Make unsubscribing easy"],
      },
      {
        heading: "Clean your list",
        text: "Remove addresses that have not opened in six months. Deliverability improves and the numbers start telling the truth.",
      },
    ],
  },
  {
    url: "rebranding-without-losing-your-crew",
    title: "Rebranding Without Losing Your Crew",
    date: "2024-11-08",
    intro:
      "A new name or logo can feel like a fresh launch inside the company and like a stranger outside it. Customers need a bridge from the old identity to the new one.",
    sections: [
      {
        heading: "Build the bridge",
        items: ["Explain why you changed, in one sentence", "Keep one familiar element for a while", "Update every touchpoint on the same day"],
      },
      {
        heading: "Start inside",
        text: "Employees are the first audience. If the team can explain the new brand over lunch, customers will understand it too.",
      },
    ],
  },
  {
    url: "dashboards-that-tell-you-where-you-are",
    title: "Dashboards That Tell You Where You Are",
    date: "2024-10-18",
    intro:
      "A cockpit has hundreds of dials, yet pilots glance at a few. Good business dashboards follow the same rule: the important gauges are large and the rest are one click away.",
    sections: [
      {
        heading: "Design for the glance",
        text: "Put the one number each viewer is responsible for at the top left, with its trend and target beside it.",
      },
      {
        heading: "Cut the clutter",
        items: ["No chart without a question it answers", "Consistent colours for the same metric", "Dates and sources on every view"],
      },
    ],
  },
  {
    url: "five-time-zones-one-mission",
    title: "Five Time Zones, One Mission: How Our Teams Collaborate",
    date: "2024-09-30",
    intro:
      "With teams in Pune, Mumbai, Vadodara, Deoghar, Kerala and Texas, the sun never quite sets on our projects. Here is how we keep everyone on the same flight plan.",
    sections: [
      {
        heading: "Write things down",
        text: "Decisions live in short written notes, not in meetings. Anyone waking up in another time zone can catch up in five minutes.",
      },
      {
        heading: "Protect the overlap",
        items: ["Two shared hours a day for live discussion", "No meetings outside them without a reason", "Demos recorded for those who miss them"],
      },
    ],
  },
];
