// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CopyLink } from "./copy-link";

const URL_ = "https://hazel.example/aso-ebi/abcdefghijklmnopqrstuv";

afterEach(cleanup);

describe("a link to copy", () => {
  it("without a script is a read-only field to select, with no button that would do nothing", () => {
    const html = renderToStaticMarkup(<CopyLink label="The group's page" url={URL_} />);
    expect(html).toMatch(/<input [^>]*readOnly=""/);
    expect(html).toContain(`value="${URL_}"`);
    expect(html).not.toContain("<button");
  });

  it("with one copies it and says Copied", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    render(<CopyLink label="The group's page" url={URL_} />);
    expect(screen.getByRole("textbox", { name: "The group's page" })).toHaveProperty("value", URL_);
    await userEvent.click(screen.getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(URL_);
    expect(screen.getByRole("status").textContent).toBe("Copied");
  });
});
