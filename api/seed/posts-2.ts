/** Seed blog posts, part 2 (original copy). */
import type { PostSeed } from "./post";

export const POSTS_2: PostSeed[] = [
  {
    url: "keep-your-content-in-orbit",
    title: "Keep Your Content in Orbit: A Calendar You Can Actually Keep",
    date: "2025-06-05",
    intro:
      "Content plans fail the way orbits decay: slowly, then all at once. The fix is a calendar sized for the crew you have, not the crew you wish you had.",
    sections: [
      {
        heading: "Plan in themes, not posts",
        text: "Pick one theme per month and let posts, videos and emails orbit around it. Research done once feeds many pieces.",
      },
      {
        heading: "A realistic weekly rhythm",
        items: ["One long piece", "Three short social posts", "One email to subscribers", "Fifteen minutes reviewing what worked"],
      },
    ],
  },
  {
    url: "fuel-efficient-ad-budgets",
    title: "Fuel Efficiency: Spending Ad Budgets Without Burning Out",
    date: "2025-05-19",
    intro:
      "Paid campaigns burn budget like engines burn fuel. Efficiency comes from small course corrections made early, not from a bigger tank.",
    sections: [
      {
        heading: "Before you spend",
        items: ["Define one conversion that matters", "Check that it is tracked end to end", "Set a kill rule for ads that miss it"],
      },
      {
        heading: "While you spend",
        text: "Review search terms and placements weekly. Exclude the irrelevant ones. Move money towards the ads that convert, even if they are not the prettiest.",
      },
    ],
  },
  {
    url: "accessibility-is-life-support",
    title: "Accessibility Is Life Support, Not a Nice-to-Have",
    date: "2025-04-28",
    intro:
      "On a spacecraft nobody calls oxygen a feature. On the web, accessibility plays the same role for millions of people who use keyboards, screen readers or zoom.",
    sections: [
      {
        heading: "The essentials",
        items: ["Real buttons and links, not clickable divs", "Labels on every form field", "Colour contrast of at least 4.5 to 1", "Visible focus outlines"],
      },
      {
        heading: "Test like a user",
        text: "Unplug the mouse for ten minutes and try to complete your main task. Then turn on a screen reader. The gaps become obvious very quickly.",
      },
    ],
  },
  {
    url: "bpo-vs-kpo-choosing-your-ground-crew",
    title: "BPO vs KPO: Choosing the Right Ground Crew",
    date: "2025-04-09",
    intro:
      "Every launch needs a ground crew. Business process outsourcing handles the routine checklists; knowledge process outsourcing brings analysts who make judgement calls.",
    sections: [
      {
        heading: "When BPO fits",
        text: "High-volume, well-defined work such as data entry, order processing or first-line support, where speed and accuracy matter most.",
      },
      {
        heading: "When KPO fits",
        items: ["Market and competitor research", "Financial analysis and reporting", "Content moderation with nuanced policies"],
      },
    ],
  },
  {
    url: "designing-a-lead-generation-funnel",
    title: "From Signal to Contact: Designing a Lead Generation Funnel",
    date: "2025-03-21",
    intro:
      "Radio telescopes filter faint signals from noise. A lead funnel does the same with visitors, separating the curious from the ready.",
    sections: [
      {
        heading: "Stages worth naming",
        items: ["Visitor: read something useful", "Subscriber: asked for more", "Lead: shared a real need", "Opportunity: agreed to talk"],
      },
      {
        heading: "Keep the handoff warm",
        text: "A lead that waits two days for a reply is a lead lost. Agree response times with sales and measure them as carefully as ad clicks.",
      },
    ],
  },
  {
    url: "core-web-vitals-rocket-science",
    title: "Core Web Vitals, Explained with Rocket Science",
    date: "2025-03-02",
    intro:
      "Google's Core Web Vitals sound technical, but they map neatly onto a launch: how fast you leave the pad, how quickly you respond to commands, and how steady the ride feels.",
    sections: [
      {
        heading: "The three gauges",
        items: [
          "Largest Contentful Paint: lift-off, the main content appears",
          "Interaction to Next Paint: the controls respond",
          "Cumulative Layout Shift: the cabin does not shake",
        ],
      },
      {
        heading: "Quick wins",
        text: "Serve modern image formats, reserve space for images and embeds, and load third-party scripts only when they are needed.",
      },
    ],
  },
  {
    url: "write-social-posts-like-a-mission-log",
    title: "Storytelling on Social: Write Like a Mission Log",
    date: "2025-02-12",
    intro:
      "Mission logs are short, specific and honest. Those are the same qualities that make social posts worth stopping for.",
    sections: [
      {
        heading: "Specific beats clever",
        text: "Instead of 'We love our clients', try 'Day 3 of the rebrand: we threw out 40 logo sketches and kept two.' Details make people curious.",
      },
      {
        heading: "A simple structure",
        items: ["Where we are", "What happened", "What we learned", "What comes next"],
      },
    ],
  },
];
