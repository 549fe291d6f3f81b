import React, { useEffect, useRef, useState } from "react";
import { Button } from "../ui/Button";
import { Backdrop, Copy, Hero, PauseButton } from "./VideoHero.styles";
import type { SectionText } from "../../lib/page-copy";

export interface VideoHeroProps {
  video: { title: string; src: string; poster: string };
  /** Id of the element "Let's Start" scrolls to. */
  startTarget: string;
  /** The heading (a small piece of HTML) and intro from data/pages.json. */
  words: SectionText;
}

/**
 * The contact page's hero over a muted looping clip with its poster. The clip starts only when the
 * visitor has not asked for reduced motion, and a visible button pauses or plays it.
 */
export function VideoHero({ video, startTarget, words }: VideoHeroProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    if (!reduced) element.play()?.catch(() => setPlaying(false));
  }, []);

  const toggle = () => {
    const element = ref.current;
    if (!element) return;
    if (playing) element.pause();
    else element.play()?.catch(() => setPlaying(false));
  };

  const start = () => {
    const target = document.getElementById(startTarget);
    if (!target) return;
    const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    target.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
    target.focus({ preventScroll: true });
  };

  return (
    <Hero aria-labelledby="contact-hero-title">
      <Backdrop>
        <video
          ref={ref}
          src={video.src}
          poster={video.poster}
          muted
          loop
          playsInline
          preload="metadata"
          aria-hidden="true"
          tabIndex={-1}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
        />
      </Backdrop>
      <Copy>
        <h1 id="contact-hero-title" dangerouslySetInnerHTML={{ __html: words.heading }} />
        <p>{words.intro}</p>
        <Button type="button" onClick={start}>
          Let&apos;s Start
        </Button>
      </Copy>
      <PauseButton type="button" onClick={toggle} aria-label={playing ? "Pause background video" : "Play background video"}>
        <span aria-hidden="true">{playing ? "❚❚" : "▶"}</span>
      </PauseButton>
    </Hero>
  );
}
