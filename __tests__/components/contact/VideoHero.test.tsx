import { fireEvent, screen } from "@testing-library/react";
import React from "react";
import { mockMatchMedia, renderWithTheme } from "../../../jest/render";
import { VideoHero } from "../../../src/components/contact/VideoHero";
import { pageWords } from "../page-words";

const video = { title: "Starfield Drift", src: "/videos/starfield-drift.mp4", poster: "/videos/starfield-drift.jpg" };

describe("VideoHero", () => {
  let play: jest.SpyInstance;
  let pause: jest.SpyInstance;

  beforeEach(() => {
    play = jest.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event("play"));
      return Promise.resolve();
    });
    pause = jest.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event("pause"));
    });
  });
  afterEach(() => jest.restoreAllMocks());

  function videoElement(): HTMLVideoElement {
    const element = document.querySelector("video");
    if (!element) throw new Error("no video");
    return element;
  }

  it("plays a muted inline clip with its poster and offers a visible Pause", () => {
    mockMatchMedia(() => false);
    renderWithTheme(<VideoHero video={video} startTarget="presence" words={pageWords("/contact-us", "hero")} />);
    const element = videoElement();
    expect(element.muted).toBe(true);
    expect(element).toHaveAttribute("playsinline");
    expect(element).toHaveAttribute("poster", video.poster);
    expect(element).not.toHaveAttribute("autoplay");
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Pause background video" }));
    expect(pause).toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Play background video" })).toBeInTheDocument();
  });

  it("stays paused on its poster under reduced motion", () => {
    mockMatchMedia((q) => q.includes("reduce"));
    renderWithTheme(<VideoHero video={video} startTarget="presence" words={pageWords("/contact-us", "hero")} />);
    expect(play).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Play background video" })).toBeInTheDocument();
  });

  it("scrolls to the presence section with Let's Start and moves focus there", () => {
    mockMatchMedia(() => false);
    const target = document.createElement("section");
    target.id = "presence";
    target.tabIndex = -1;
    target.scrollIntoView = jest.fn();
    document.body.append(target);
    renderWithTheme(<VideoHero video={video} startTarget="presence" words={pageWords("/contact-us", "hero")} />);
    fireEvent.click(screen.getByRole("button", { name: "Let's Start" }));
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    expect(target).toHaveFocus();
    target.remove();
  });
});
