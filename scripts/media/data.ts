/** The parts of the data files the media generator reads (the full shape lives in data/schemas/). */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface NamedImage { name: string; image: string }
export interface CaseStudy {
  id: number;
  slung: string;
  Name: string;
  thumb: string;
  HeroBg: string;
  image: string;
  secondImg?: string;
  cards?: NamedImage[];
  cardImgs?: Array<{ name: string; images: Array<{ src: string; alt: string }> }>;
  Brief?: Array<{ title: string; image: string }>;
}
export interface Service {
  slug: string;
  titleSmall: string;
  bgImg: string;
  bgMobile: string;
  thumbImg: string;
  cards: Array<{ img: string; title: string; color: string }>;
}
export interface TimelineEntry { year: number; img: string; img2?: string }
export interface Person { name: string; image: string }
export interface Partner { name: string; kind: string; logo: string }
export interface Award { title: string; year: number; image: string }
export interface Slide { image: string }
export interface Video { title: string; src: string; poster: string }

export interface SiteData {
  caseStudies: CaseStudy[];
  services: Service[];
  timeline: TimelineEntry[];
  testimonials: Person[];
  partners: Partner[];
  awards: Award[];
  clients: { categories: string[]; logos: Array<{ name: string; logo: string }> };
  homeSlides: Slide[];
  introSlides: Slide[];
  videos: Video[];
}

function read<T>(dataDir: string, file: string, key: string): T {
  const parsed = JSON.parse(readFileSync(path.join(dataDir, file), 'utf8')) as Record<string, unknown>;
  if (!(key in parsed)) throw new Error(`${file} has no "${key}" key`);
  return parsed[key] as T;
}

export function loadData(dataDir: string): SiteData {
  return {
    caseStudies: read(dataDir, 'case-studies.json', 'caseStudies'),
    services: read(dataDir, 'services.json', 'services'),
    timeline: read(dataDir, 'timeline.json', 'timeline'),
    testimonials: read(dataDir, 'testimonials.json', 'testimonials'),
    partners: read(dataDir, 'partners.json', 'partners'),
    awards: read(dataDir, 'awards.json', 'awards'),
    clients: read(dataDir, 'clients.json', 'clients'),
    homeSlides: read(dataDir, 'home-slides.json', 'homeSlides'),
    introSlides: read(dataDir, 'intro-slides.json', 'introSlides'),
    videos: read(dataDir, 'videos.json', 'videos'),
  };
}
