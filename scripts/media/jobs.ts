/** Turns the data files into a list of images to draw: one job per referenced path, each with its size and artwork. */
import type { SiteData } from './data';
import { createRng } from './lib/prng';
import { awardBadge, AWARD_SIZE } from './scenes/award';
import { avatar, AVATAR_SIZE } from './scenes/avatar';
import { backdrop, motifs, type Focus, type Motif } from './scenes/backdrop';
import { LOGO_HEIGHT, LOGO_WIDTH, wordmark } from './scenes/logo';
import { mockup, mockupKind, MOCKUP_HEIGHT, MOCKUP_WIDTH } from './scenes/mockup';

export interface ImageJob {
  /** Output path relative to data/. */
  path: string;
  width: number;
  height: number;
  format: 'jpeg' | 'png';
  draw: () => string;
}

export const sizes = {
  hero: [2400, 1200],
  mobile: [1080, 1620],
  wide: [1200, 800],
  medium: [800, 600],
  small: [600, 400],
} as const;

const motifAt = (i: number): Motif => motifs[((i % motifs.length) + motifs.length) % motifs.length];

function scene(path: string, size: readonly [number, number], focus: Focus, motif: Motif, shade = 0): ImageJob {
  const [width, height] = size;
  return { path, width, height, format: 'jpeg', draw: () => backdrop(createRng(path), { width, height, motif, focus, shade }) };
}

function caseStudyJobs(data: SiteData): ImageJob[] {
  return data.caseStudies.flatMap((cs) => {
    const jobs = [
      scene(cs.HeroBg, sizes.hero, 'right', motifAt(cs.id), 0.55),
      scene(cs.thumb, sizes.medium, 'center', motifAt(cs.id)),
      scene(cs.image, sizes.wide, 'center', motifAt(cs.id + 2)),
    ];
    if (cs.secondImg) jobs.push(scene(cs.secondImg, sizes.wide, 'center', motifAt(cs.id + 4)));
    (cs.cards ?? []).forEach((c, i) => jobs.push(scene(c.image, sizes.small, 'center', motifAt(cs.id + i + 1))));
    (cs.Brief ?? []).forEach((b, i) => jobs.push(scene(b.image, sizes.medium, 'center', motifAt(cs.id + i + 3))));
    for (const group of cs.cardImgs ?? []) {
      const kind = mockupKind(group.name);
      for (const img of group.images) {
        jobs.push({ path: img.src, width: MOCKUP_WIDTH, height: MOCKUP_HEIGHT, format: 'jpeg', draw: () => mockup(createRng(img.src), kind, cs.Name) });
      }
    }
    return jobs;
  });
}

function serviceJobs(data: SiteData): ImageJob[] {
  return data.services.flatMap((s, i) => [
    scene(s.bgImg, sizes.hero, 'right', motifAt(i + 1), 0.6),
    scene(s.bgMobile, sizes.mobile, 'top', motifAt(i + 1), 0),
    scene(s.thumbImg, sizes.medium, 'center', motifAt(i + 1)),
    ...s.cards.map((c, j) => scene(c.img, sizes.medium, 'center', motifAt(i + j))),
  ]);
}

function logoJob(path: string, name: string, subtitle?: string): ImageJob {
  return { path, width: LOGO_WIDTH, height: LOGO_HEIGHT, format: 'png', draw: () => wordmark(createRng(path), name, subtitle) };
}

function peopleAndBrandJobs(data: SiteData): ImageJob[] {
  return [
    ...data.testimonials.map((t): ImageJob => ({ path: t.image, width: AVATAR_SIZE, height: AVATAR_SIZE, format: 'jpeg', draw: () => avatar(createRng(t.image)) })),
    ...data.partners.map((p) => logoJob(p.logo, p.name, p.kind.replace(/ partner$/i, ''))),
    ...data.clients.logos.map((l) => logoJob(l.logo, l.name)),
    ...data.awards.map((a): ImageJob => ({ path: a.image, width: AWARD_SIZE, height: AWARD_SIZE, format: 'png', draw: () => awardBadge(a.title, a.year) })),
  ];
}

function storyJobs(data: SiteData): ImageJob[] {
  return [
    ...data.timeline.flatMap((t) => {
      const jobs = [scene(t.img, sizes.medium, 'center', motifAt(t.year))];
      if (t.img2) jobs.push(scene(t.img2, sizes.medium, 'center', motifAt(t.year + 3)));
      return jobs;
    }),
    ...data.homeSlides.map((s, i) => scene(s.image, sizes.hero, 'right', motifAt(i * 2), 0.5)),
    ...data.introSlides.map((s, i) => scene(s.image, sizes.hero, 'right', motifAt(i * 2 + 1), 0.5)),
  ];
}

/** Every image the data refers to, once each (the first job for a path wins). */
export function imageJobs(data: SiteData): ImageJob[] {
  const all = [...caseStudyJobs(data), ...serviceJobs(data), ...peopleAndBrandJobs(data), ...storyJobs(data)];
  const seen = new Set<string>();
  return all.filter((job) => (seen.has(job.path) ? false : (seen.add(job.path), true)));
}
