import { fireEvent, screen } from "@testing-library/react";
import React from "react";
import { renderWithTheme } from "../../../jest/render";
import { VideoGallery } from "../../../src/components/case-study/VideoGallery";

const videos = ["Starfield", "Moon Phases", "Orbit Loop"].map((title, index) => ({
  title,
  src: `/videos/${index}.mp4`,
  poster: `/videos/${index}.jpg`,
}));

describe("VideoGallery", () => {
  it("lists each clip with its poster and caption, loading nothing before play", () => {
    const { container } = renderWithTheme(<VideoGallery videos={videos} />);
    const players = container.querySelectorAll("video");
    expect(players).toHaveLength(3);
    players.forEach((video, index) => {
      expect(video).toHaveAttribute("poster", videos[index].poster);
      expect(video).toHaveAttribute("preload", "none");
      expect(video.querySelector("source")).toHaveAttribute("src", videos[index].src);
    });
    expect(screen.getByText("Moon Phases")).toBeInTheDocument();
  });

  it("pauses the others when one starts playing", () => {
    const { container } = renderWithTheme(<VideoGallery videos={videos} />);
    const players = Array.from(container.querySelectorAll("video"));
    const pause = players.map((video) => {
      Object.defineProperty(video, "paused", { configurable: true, value: false });
      const spy = jest.fn();
      video.pause = spy;
      return spy;
    });
    fireEvent.play(players[1]);
    expect(pause.map((spy) => spy.mock.calls.length)).toEqual([1, 0, 1]);
  });
});
