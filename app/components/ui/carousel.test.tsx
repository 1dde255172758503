// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Carousel } from "./carousel";

const slides = ["front", "back", "detail"].map((s) => <p key={s}>{s}</p>);
const thumbs = ["front", "back", "detail"].map((s) => <span key={s}>{s} thumbnail</span>);

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const current = () => screen.getAllByRole("button").findIndex((b) => b.getAttribute("aria-current") === "true");

describe("Carousel", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("offers one named thumbnail button per slide and starts on the first", () => {
    render(<Carousel label="Images of Orion Dress" slides={slides} thumbnails={thumbs} />);
    expect(screen.getByRole("region", { name: "Images of Orion Dress" })).toBeTruthy();
    expect(screen.getAllByRole("button").map((b) => b.getAttribute("aria-label"))).toEqual([
      "Show image 1 of 3",
      "Show image 2 of 3",
      "Show image 3 of 3",
    ]);
    expect(current()).toBe(0);
  });

  it("moves to the next slide every 3000 ms and wraps round", () => {
    render(<Carousel label="Images" slides={slides} thumbnails={thumbs} />);
    act(() => vi.advanceTimersByTime(2999));
    expect(current()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe(1);
    act(() => vi.advanceTimersByTime(6000));
    expect(current()).toBe(0);
  });

  it("goes to the slide of a clicked thumbnail", () => {
    render(<Carousel label="Images" slides={slides} thumbnails={thumbs} />);
    fireEvent.click(screen.getByRole("button", { name: "Show image 3 of 3" }));
    expect(current()).toBe(2);
  });

  it("pauses while focused and resumes when focus leaves", () => {
    render(<Carousel label="Images" slides={slides} thumbnails={thumbs} />);
    const region = screen.getByRole("region");
    fireEvent.focus(screen.getByRole("button", { name: "Show image 1 of 3" }));
    act(() => vi.advanceTimersByTime(9000));
    expect(current()).toBe(0);
    fireEvent.blur(region.querySelector("button")!, { relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(3000));
    expect(current()).toBe(1);
  });

  it("pauses while the mouse is over it", () => {
    render(<Carousel label="Images" slides={slides} thumbnails={thumbs} />);
    const region = screen.getByRole("region");
    fireEvent.pointerEnter(region, { pointerType: "mouse" });
    act(() => vi.advanceTimersByTime(9000));
    expect(current()).toBe(0);
    fireEvent.pointerLeave(region, { pointerType: "mouse" });
    act(() => vi.advanceTimersByTime(3000));
    expect(current()).toBe(1);
  });

  it("does not autoplay for visitors who prefer reduced motion", () => {
    mockReducedMotion(true);
    render(<Carousel label="Images" slides={slides} thumbnails={thumbs} />);
    act(() => vi.advanceTimersByTime(12000));
    expect(current()).toBe(0);
  });

  it("has no buttons and no autoplay with a single image", () => {
    render(<Carousel label="Images" slides={slides.slice(0, 1)} thumbnails={thumbs.slice(0, 1)} />);
    expect(screen.queryAllByRole("button")).toHaveLength(0);
  });
});
