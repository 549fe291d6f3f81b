/** Seed blog posts, part 1 (original copy). */
import type { PostSeed } from "./post";

export const POSTS_1: PostSeed[] = [
  {
    url: "pre-launch-checklist-new-website",
    title: "T-minus 10: The Pre-Launch Checklist for Your New Website",
    date: "2025-10-14",
    intro:
      "Rockets do not leave the pad on a hunch, and neither should websites. This is the countdown we run before every site we ship.",
    sections: [
      {
        heading: "The countdown",
        items: [
          "Every page has a unique title and description",
          "Forms send, and someone actually receives the message",
          "Redirects from old URLs are in place",
          "Images are sized and compressed",
          "Analytics records a test visit",
        ],
      },
      {
        heading: "After lift-off",
        text: "Watch the error logs and the search console for a week. Most launch problems surface in the first 72 hours, when real visitors do things no test plan imagined.",
      },
    ],
  },
  {
    url: "seo-is-gravity-not-a-rocket-boost",
    title: "SEO Is Gravity, Not a Rocket Boost",
    date: "2025-09-22",
    intro:
      "Clients often ask for an SEO push before a launch. Search does not work like a booster stage; it works like gravity, a small force that keeps acting for as long as you give it mass.",
    sections: [
      {
        heading: "Mass is useful content",
        text: "Pages that answer real questions in plain language gather links and visits slowly, then steadily. Thin pages written for keywords float away.",
      },
      {
        heading: "Three habits that compound",
        items: ["Publish on a rhythm you can keep", "Update old posts instead of writing near-copies", "Fix slow pages before writing new ones"],
      },
    ],
  },
  {
    url: "brand-identity-like-a-constellation",
    title: "Building a Brand Identity Like a Constellation",
    date: "2025-09-03",
    intro:
      "A constellation is a handful of stars that people agree to see as one shape. A brand works the same way: separate touchpoints that customers learn to recognise together.",
    sections: [
      {
        heading: "Pick your brightest stars",
        text: "Choose three or four assets you will repeat everywhere: a colour, a typeface, a tone of voice, perhaps a shape. Consistency makes the pattern visible.",
      },
      {
        heading: "Draw the lines",
        items: ["Write down how assets combine", "Show good and bad examples", "Give the guide to everyone who makes anything"],
      },
    ],
  },
  {
    url: "generative-ai-field-guide-for-marketers",
    title: "Generative AI for Marketing Teams: A Field Guide",
    date: "2025-08-18",
    intro:
      "Language models can draft, summarise and brainstorm at the speed of light. They can also be confidently wrong. Here is how our marketing crew uses them without losing the plot.",
    sections: [
      {
        heading: "Where it helps",
        items: ["First drafts of ad variations", "Summaries of long research documents", "Turning a webinar into a blog outline"],
      },
      {
        heading: "Where a human stays in charge",
        text: "Facts, figures, claims about a client's product and anything legal. Every published sentence gets read by a person who is accountable for it.",
      },
    ],
  },
  {
    url: "mission-control-for-your-data",
    title: "Mission Control for Your Data: Pipelines That Do Not Drift",
    date: "2025-07-30",
    intro:
      "A dashboard is only as trustworthy as the pipeline behind it. When numbers drift quietly, teams stop believing reports and go back to gut feeling.",
    sections: [
      {
        heading: "Telemetry for pipelines",
        items: ["Row counts checked against the source every run", "Alerts when a load is late, not only when it fails", "A named owner for every table"],
      },
      {
        heading: "Write the contract down",
        text: "Agree with the teams that produce data which fields they promise to keep. Changes then become conversations instead of surprises at month end.",
      },
    ],
  },
  {
    url: "microinteractions-small-thrusters",
    title: "Small Thrusters: Microinteractions That Steer Users",
    date: "2025-07-11",
    intro:
      "Spacecraft change course with tiny bursts from small thrusters. Interfaces do the same with microinteractions: a button that confirms, a field that nudges, a list that settles.",
    sections: [
      {
        heading: "Good thrusters",
        items: ["Feedback within 100 ms of a tap", "Motion that explains where something went", "Errors that say how to fix them"],
      },
      {
        heading: "Respect the passenger",
        text: "Some people feel unwell with motion. Honour the reduced-motion setting and keep every animation optional.",
      },
    ],
  },
  {
    url: "onboarding-in-zero-gravity",
    title: "Onboarding in Zero Gravity: First-Run Experiences for Mobile Apps",
    date: "2025-06-24",
    intro:
      "New users arrive weightless: no habits, no context, no reason to stay. A good first run gives them something to hold on to within a minute.",
    sections: [
      {
        heading: "Show value before asking",
        text: "Let people try the core feature before creating an account. Permission prompts work better when the user already understands why they matter.",
      },
      {
        heading: "Measure the first minute",
        items: ["Time to first meaningful action", "Drop-off per onboarding screen", "Day-one and day-seven return rates"],
      },
    ],
  },
];
