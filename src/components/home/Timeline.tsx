import { graphql } from "gatsby";
import React, { useRef } from "react";
import { TIMELINE_YEARS } from "../../lib/timeline";
import { Container } from "../ui/Container";
import { AutoplayToggle } from "./AutoplayToggle";
import { Section, SectionLead, SectionTitle } from "../ui/Section";
import { TabRow, ToggleRow, YearTab } from "./Timeline.styles";
import { TimelinePanels } from "./TimelinePanels";
import { useAutoCycle } from "./use-auto-cycle";
import type { SectionText } from "../../lib/page-copy";

export const homeTimelineFragment = graphql`
  fragment HomeTimeline on TimelineEntry {
    year
    headline
    desc
    headline2
    desc2
    img { childImageSharp { gatsbyImageData(width: 560, aspectRatio: 1.6) } }
    imgAlt
    img2 { childImageSharp { gatsbyImageData(width: 560, aspectRatio: 1.6) } }
    img2Alt
  }
`;

export const TIMELINE_INTERVAL_MS = 6000;

export interface TimelineProps {
  entries: readonly Queries.HomeTimelineFragment[];
  /** The heading (a small piece of HTML) and intro from data/pages.json. */
  words: SectionText;
}

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** Years 2018 to 2024 as tabs: 2018 first, the next year every 6 s (pausable, wrapping), a click or arrow key selects. */
export function Timeline({ entries, words }: TimelineProps) {
  const years = TIMELINE_YEARS;
  const auto = useAutoCycle({ count: years.length, intervalMs: TIMELINE_INTERVAL_MS });
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const target = step(auto.index, years.length);
    auto.select(target);
    tabs.current[target]?.focus();
  };

  return (
    <Section aria-labelledby="timeline-title" {...auto.pauseWhileInteracting}>
      <Container>
        <SectionTitle id="timeline-title" dangerouslySetInnerHTML={{ __html: words.heading }} />
        <SectionLead>{words.intro}</SectionLead>
        <TabRow role="tablist" aria-label="Years" onKeyDown={onKeyDown}>
          {years.map((year, i) => (
            <YearTab
              key={year}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`timeline-tab-${year}`}
              aria-controls={`timeline-panel-${year}`}
              aria-selected={i === auto.index}
              tabIndex={i === auto.index ? 0 : -1}
              onClick={() => auto.select(i)}
            >
              {year}
            </YearTab>
          ))}
        </TabRow>
        <ToggleRow>
          <AutoplayToggle playing={auto.playing} onToggle={auto.togglePlaying} what="timeline" />
        </ToggleRow>
        <TimelinePanels years={years} entries={entries} selected={auto.index} />
      </Container>
    </Section>
  );
}
