import { act, fireEvent, screen } from "@testing-library/react";
import React, { useState } from "react";
import { renderWithTheme } from "../../../jest/render";
import { Toast } from "../../../src/components/ui/Toast";

function Harness({ durationMs }: { durationMs: number }) {
  const [open, setOpen] = useState(true);
  return <Toast open={open} heading="Thank You!" body="Your message has been sent successfully!" durationMs={durationMs} onClose={() => setOpen(false)} />;
}

describe("Toast", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("is announced as a status and hides itself after its duration", () => {
    renderWithTheme(<Harness durationMs={6000} />);
    expect(screen.getByRole("status")).toHaveTextContent("Thank You!Your message has been sent successfully!");
    act(() => jest.advanceTimersByTime(5999));
    expect(screen.getByText("Thank You!")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText("Thank You!")).not.toBeInTheDocument();
  });

  it("closes on its Close button", () => {
    renderWithTheme(<Harness durationMs={3000} />);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByText("Thank You!")).not.toBeInTheDocument();
  });
});
