import { graphql } from "gatsby";
import React, { useEffect, useRef } from "react";
import styled from "styled-components";
import { keepLatestPlaying, pauseAllExcept } from "../../lib/media";
import { CardGrid } from "../ui/CardGrid";

export const caseStudyVideoFragment = graphql`
  fragment CaseStudyVideoItem on CaseStudyVideo {
    title
    src
    poster
  }
`;

export interface VideoGalleryProps {
  videos: readonly Queries.CaseStudyVideoItemFragment[];
}

/** Size of the clips (static/videos), so each player keeps its box before anything loads. */
const CLIP_WIDTH = 640;
const CLIP_HEIGHT = 360;

const Clip = styled.figure`
  margin: 0;
  video {
    width: 100%;
    height: auto;
    aspect-ratio: ${CLIP_WIDTH} / ${CLIP_HEIGHT};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.navy};
  }
  figcaption { margin-top: ${({ theme }) => theme.space.sm}; color: ${({ theme }) => theme.colors.moonDim}; }
`;

/**
 * The showreel clips (silent), each with its poster; nothing downloads until a clip is played.
 * Starting one pauses all the others, from clips started before the app ran on.
 */
export function VideoGallery({ videos }: VideoGalleryProps) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => keepLatestPlaying(list.current?.querySelectorAll("video") ?? []), []);
  const onPlay = (event: React.SyntheticEvent<HTMLVideoElement>) => {
    const players = list.current?.querySelectorAll("video") ?? [];
    pauseAllExcept(players, event.currentTarget);
  };
  return (
    <CardGrid ref={list}>
      {videos.map((video) => (
        <li key={video.src}>
          <Clip>
            <video
              controls
              preload="none"
              playsInline
              poster={video.poster}
              width={CLIP_WIDTH}
              height={CLIP_HEIGHT}
              onPlay={onPlay}
              aria-label={video.title}
            >
              <source src={video.src} type="video/mp4" />
            </video>
            <figcaption>{video.title}</figcaption>
          </Clip>
        </li>
      ))}
    </CardGrid>
  );
}
