import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import { entryForYear, NO_CONTENT_MESSAGE, panelsOf } from "../../lib/timeline";
import { ImageSlot } from "../ui/ImageSlot";
import { PanelCard, Panels, YearPanel } from "./Timeline.styles";
import { imageData } from "../../lib/image-data";

export interface TimelinePanelsProps {
  years: readonly number[];
  entries: readonly Queries.HomeTimelineFragment[];
  /** Index into `years` of the year shown. */
  selected: number;
}

function imageOf(file: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null) {
  return imageData(file?.childImageSharp?.gatsbyImageData ?? null);
}

/** How wide a panel's image shows (as a service card's, two pixels wider: src/components/services/ServiceCardGrid.tsx). */
export const TIMELINE_IMAGE_SIZES = "(min-width: 1200px) 556px, (min-width: 768px) calc(50vw - 44px), (min-width: 608px) 560px, calc(100vw - 48px)";

/** One tab panel per year, stacked; only the selected one is visible and reachable, and only it has its images. */
export function TimelinePanels({ years, entries, selected }: TimelinePanelsProps) {
  return (
    <Panels>
      {years.map((year, i) => {
        const entry = entryForYear(entries, year);
        const active = i === selected;
        const images = entry ? [imageOf(entry.img), imageOf(entry.img2)] : [];
        const alts = entry ? [entry.imgAlt, entry.img2Alt ?? ""] : [];
        return (
          <YearPanel
            key={year}
            role="tabpanel"
            id={`timeline-panel-${year}`}
            aria-labelledby={`timeline-tab-${year}`}
            tabIndex={active ? 0 : undefined}
            inert={!active}
            $active={active}
          >
            {entry ? (
              panelsOf(entry).map((panel, p) => {
                return (
                  <PanelCard key={panel.headline}>
                    <ImageSlot image={images[p]} alt={alts[p] ?? ""} show={active} sizes={TIMELINE_IMAGE_SIZES} />
                    <div>
                      <h3>{panel.headline}</h3>
                      <p>{panel.desc}</p>
                    </div>
                  </PanelCard>
                );
              })
            ) : (
              <p>{NO_CONTENT_MESSAGE}</p>
            )}
          </YearPanel>
        );
      })}
    </Panels>
  );
}
