import { SEED_JOBS } from "../../api/seed/jobs";
import { DEFAULT_VALIDITY_DAYS, employmentType, jobPostingLd, validThrough } from "../../src/lib/job-posting";
import { parseJobLocation } from "../../src/lib/job-location";

const PAGE = { siteUrl: "https://selenova.example", siteName: "Selenova Digital", canonical: "https://selenova.example/career/7", imageUrl: "https://selenova.example/og/career/job-7.jpg" };
const FACTS = {
  id: 7,
  title: "Senior React Developer",
  location: "Pune, Maharashtra, India",
  html: "<h3>About the role</h3><p>Build fast sites.</p>",
  types: ["Full Time", "IT"],
  postedAt: "2026-11-20T06:30:00.000Z",
  closesAt: null,
};

describe("validThrough", () => {
  it("is the end of the closing day in Asia/Kolkata when the job has one", () => {
    const end = validThrough(FACTS.postedAt, "2026-12-31");
    expect(end).toBe("2026-12-31T23:59:59+05:30");
    expect(new Date(end).toISOString()).toBe("2026-12-31T18:29:59.000Z");
  });

  it("is 60 days after datePosted when there is none", () => {
    const end = validThrough(FACTS.postedAt, null);
    expect(new Date(end).getTime() - new Date(FACTS.postedAt).getTime()).toBe(DEFAULT_VALIDITY_DAYS * 24 * 60 * 60 * 1000);
    expect(end).toBe("2027-01-19T06:30:00.000Z");
  });
});

describe("employmentType", () => {
  it.each([
    [["Full Time", "IT"], "FULL_TIME"],
    [["Part Time"], "PART_TIME"],
    [["Contract", "Finance"], "CONTRACTOR"],
    [["full-time"], "FULL_TIME"],
    [["Internship"], "INTERN"],
  ])("maps %j to %s from the first type", (types, expected) => {
    expect(employmentType(types)).toBe(expected);
  });

  it("has none for a first type Google has no word for, or no type", () => {
    expect(employmentType(["IT", "Full Time"])).toBeNull();
    expect(employmentType([])).toBeNull();
  });

  it("maps every first type the seed and the console use", () => {
    for (const job of SEED_JOBS) expect(employmentType(job.job_types)).toMatch(/^(FULL_TIME|PART_TIME|CONTRACTOR)$/);
  });
});

describe("parseJobLocation", () => {
  it.each([
    ["Pune, Maharashtra, India", { locality: "Pune", region: "Maharashtra", countryCode: "IN" }],
    ["Kochi, Kerala, India", { locality: "Kochi", region: "Kerala", countryCode: "IN" }],
    ["Austin, Texas, USA", { locality: "Austin", region: "Texas", countryCode: "US" }],
    ["London, England, United Kingdom", { locality: "London", region: "England", countryCode: "GB" }],
    ["Dubai, United Arab Emirates", { locality: "Dubai", countryCode: "AE" }],
    ["Pune, Maharashtra", { locality: "Pune", region: "Maharashtra", countryCode: "IN" }],
    ["Pune", { locality: "Pune", countryCode: "IN" }],
  ])("reads %s", (location, expected) => {
    const place = parseJobLocation(location);
    expect({ locality: place.locality, region: place.region, countryCode: place.countryCode }).toEqual({ region: undefined, ...expected });
    expect(place.remote).toBe(false);
  });

  it("says a remote job is remote, with the country it names", () => {
    expect(parseJobLocation("Remote, India")).toEqual({ remote: true, countryCode: "IN", countryName: "India" });
    expect(parseJobLocation("Remote")).toEqual({ remote: true });
  });

  it("gives every seeded Indian job the country code IN", () => {
    for (const job of SEED_JOBS.filter((j) => j.location.endsWith("India"))) expect(parseJobLocation(job.location).countryCode).toBe("IN");
  });
});

describe("jobPostingLd", () => {
  it("holds what Google's job search asks for", () => {
    const ld = jobPostingLd({ ...FACTS, closesAt: "2026-12-31" }, PAGE);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: FACTS.title,
      description: FACTS.html,
      datePosted: FACTS.postedAt,
      validThrough: "2026-12-31T23:59:59+05:30",
      employmentType: "FULL_TIME",
      directApply: true,
      identifier: { "@type": "PropertyValue", name: "Selenova Digital", value: "7" },
      hiringOrganization: { "@type": "Organization", name: "Selenova Digital", sameAs: "https://selenova.example/", logo: "https://selenova.example/icons/icon-512x512.png" },
      jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "Pune", addressRegion: "Maharashtra", addressCountry: "IN" } },
    });
    expect(ld).not.toHaveProperty("jobLocationType");
  });

  it("describes a remote job as telecommuting, with where applicants may live", () => {
    const ld = jobPostingLd({ ...FACTS, location: "Remote, India" }, PAGE);
    expect(ld).toMatchObject({ jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "India" } });
    expect(ld).not.toHaveProperty("jobLocation");
  });
});
