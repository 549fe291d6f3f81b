import React from "react";
import styled from "styled-components";
import { Button } from "../ui/Button";
import { Container } from "../ui/Container";
import type { SectionText } from "../../lib/page-copy";

export interface CareersHeroProps {
  /** The id of the openings section the button scrolls to. */
  targetId: string;
  /** The heading (a small piece of HTML) and intro from data/pages.json. */
  words: SectionText;
}

const Hero = styled.section`
  padding: ${({ theme }) => `${theme.space.xxl} 0`};
  background:
    radial-gradient(circle at 80% 20%, ${({ theme }) => theme.colors.navyLight} 0, transparent 45%),
    ${({ theme }) => theme.colors.space};
  h1 { font-size: ${({ theme }) => theme.fontSizes.hero}; color: ${({ theme }) => theme.colors.white}; }
  p { max-width: 40rem; font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;

/** The careers hero; "Let's Start" scrolls to the openings (smoothly unless motion is reduced) and moves focus there. */
export function CareersHero({ targetId, words }: CareersHeroProps) {
  const start = () => {
    const target = document.getElementById(targetId);
    if (!target) return;
    target.scrollIntoView({ block: "start" });
    target.querySelector<HTMLElement>("[data-focus-target]")?.focus({ preventScroll: true });
  };
  return (
    <Hero>
      <Container>
        <h1 dangerouslySetInnerHTML={{ __html: words.heading }} />
        <p>{words.intro}</p>
        <Button type="button" onClick={start}>
          Let&apos;s Start
        </Button>
      </Container>
    </Hero>
  );
}
