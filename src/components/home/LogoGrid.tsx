import { graphql } from "gatsby";
import React, { useMemo, useState } from "react";
import type { Responsive } from "../../lib/carousel";
import { logosForCategory, mostLogosInACategory } from "../../lib/logos";
import { revealIndex } from "../../lib/selection";
import { breakpoints } from "../../styles/theme";
import { Carousel } from "../ui/carousel/Carousel";
import { usePerView } from "../ui/carousel/use-per-view";
import { Container } from "../ui/Container";
import { AutoplayToggle } from "./AutoplayToggle";
import { CategoryButton, LogoList, ToggleRow } from "./LogoGrid.styles";
import { Section, SectionLead, SectionTitle } from "../ui/Section";
import { useAutoCycle } from "./use-auto-cycle";
import { Picture } from "../ui/Picture";
import { imageData } from "../../lib/image-data";
import type { SectionText } from "../../lib/page-copy";

export const homeClientsFragment = graphql`
  fragment HomeClients on Clients {
    categories
    logos { name logo { relativePath childImageSharp { gatsbyImageData(width: 160, placeholder: NONE) } } logoAlt }
  }
`;

/** Spec §9: 5 categories, 4 below 1200 px, 3 below 992, 2 below 768, 1 below 576. */
export const CATEGORY_RESPONSIVE: Responsive = {
  perView: 5,
  below: [
    { width: breakpoints.wide, perView: 4 },
    { width: breakpoints.menu, perView: 3 },
    { width: breakpoints.tablet, perView: 2 },
    { width: breakpoints.phone, perView: 1 },
  ],
};

export const CATEGORY_INTERVAL_MS = 5000;

export interface LogoGridProps {
  clients: Queries.HomeClientsFragment;
  /** The heading (a small piece of HTML) and intro from data/pages.json. */
  words: SectionText;
}

/** Client logos by industry: Automotive first, the next industry every 5 s (pausable), a click selects. */
export function LogoGrid({ clients, words }: LogoGridProps) {
  const { categories } = clients;
  const logos = useMemo(
    () => clients.logos.map((logo) => ({ name: logo.name, alt: logo.logoAlt, path: logo.logo?.relativePath ?? "", image: logo.logo?.childImageSharp?.gatsbyImageData })),
    [clients.logos],
  );
  const most = useMemo(() => mostLogosInACategory(logos, categories), [logos, categories]);
  const auto = useAutoCycle({ count: categories.length, intervalMs: CATEGORY_INTERVAL_MS });
  const perView = usePerView(CATEGORY_RESPONSIVE);
  const [view, setView] = useState(0);
  const [shown, setShown] = useState(auto.index);
  if (shown !== auto.index) {
    setShown(auto.index);
    setView(revealIndex(view, auto.index, perView));
  }
  const category = categories[auto.index] ?? "";

  return (
    <Section aria-labelledby="clients-title" {...auto.pauseWhileInteracting}>
      <Container>
        <SectionTitle id="clients-title" dangerouslySetInnerHTML={{ __html: words.heading }} />
        <SectionLead>{words.intro}</SectionLead>
        <Carousel label="Industries" responsive={CATEGORY_RESPONSIVE} index={view} onIndexChange={setView} speedMs={500}>
          {categories.map((name, slide) => (
            <CategoryButton key={name} type="button" aria-pressed={slide === auto.index} onClick={() => auto.select(slide)}>
              {name}
            </CategoryButton>
          ))}
        </Carousel>
        <ToggleRow>
          <AutoplayToggle playing={auto.playing} onToggle={auto.togglePlaying} what="industry rotation" />
        </ToggleRow>
        <LogoList aria-label={`${category} clients`} $most={most}>
          {logosForCategory(logos, category).map((logo) => {
            const image = imageData(logo.image ?? null);
            return <li key={logo.path}>{image ? <Picture image={image} alt={logo.alt} /> : logo.name}</li>;
          })}
        </LogoList>
      </Container>
    </Section>
  );
}
