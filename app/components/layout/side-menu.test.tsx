// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { SideMenu } from "./side-menu";

afterEach(cleanup);

it("lists the shop's services, each at its own page", async () => {
  render(<SideMenu />);
  fireEvent.click(await screen.findByRole("button", { name: "Menu" }));
  const services = within(await screen.findByRole("dialog", { name: "Menu" })).getByRole("list", { name: "Services" });
  const links = within(services)
    .getAllByRole("link")
    .map((a) => [a.textContent, a.getAttribute("href")]);
  expect(links).toEqual([
    ["Bespoke", "/bespoke"],
    ["Appointments", "/appointments"],
    ["Gift cards", "/gift-cards"],
    ["Your page", "/account"],
  ]);
});
