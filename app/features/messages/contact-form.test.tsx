// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "./contact-form";
import { SubscribeForm } from "./subscribe-form";

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function fillContact() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Name"), "Ada Obi");
  await user.type(screen.getByLabelText("Email"), "ada@example.com");
  await user.type(screen.getByLabelText("Phone (optional)"), "+234 803 000 0000");
  await user.type(screen.getByLabelText("Message"), "Do you make bridal pieces?");
  return user;
}

describe("ContactForm", () => {
  it("has the spec's fields: name and email required, phone optional, a 5-row message", () => {
    render(<ContactForm />);
    expect(screen.getByRole("heading", { name: "Send A Message" })).toBeTruthy();
    expect(screen.getByLabelText("Name").hasAttribute("required")).toBe(true);
    expect(screen.getByLabelText("Email").getAttribute("type")).toBe("email");
    expect(screen.getByLabelText("Email").hasAttribute("required")).toBe(true);
    expect(screen.getByLabelText("Phone (optional)").hasAttribute("required")).toBe(false);
    expect(screen.getByLabelText("Message").getAttribute("rows")).toBe("5");
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot?.tabIndex).toBe(-1);
    expect(honeypot?.closest('[aria-hidden="true"]')).toBeTruthy();
  });

  it("posts the message to the shop, then resets and says it was received", async () => {
    fetchMock.mockResolvedValue(Response.json({ received: true }));
    render(<ContactForm />);
    const user = await fillContact();
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toMatch(/message has been received/));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/messages");
    expect(JSON.parse(String(init?.body))).toEqual({
      kind: "contact",
      from_name: "Ada Obi",
      from_email: "ada@example.com",
      from_phone: "+234 803 000 0000",
      message: "Do you make bridal pieces?",
      website: "",
    });
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("Message") as HTMLTextAreaElement).value).toBe("");
  });

  it("says what is missing, focuses it, and sends nothing", async () => {
    render(<ContactForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email"), "ada@");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(screen.getByText("Please enter your name.")).toBeTruthy();
    expect(screen.getByText("Please enter a valid email address, like name@example.com.")).toBeTruthy();
    expect(screen.getByText("Please enter your message.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
    expect(screen.getByLabelText("Name").getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("keeps what was written when the shop cannot be reached", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    render(<ContactForm />);
    const user = await fillContact();
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toMatch(/could not send that just now/));
    expect((screen.getByLabelText("Message") as HTMLTextAreaElement).value).toBe("Do you make bridal pieces?");
  });

  it("shows the server's word on a field, and its rate limit", async () => {
    fetchMock
      .mockResolvedValueOnce(
        Response.json(
          {
            error: "Please correct the fields marked.",
            fields: { from_email: "Please enter a valid email address, like name@example.com." },
          },
          { status: 400 },
        ),
      )
      .mockResolvedValueOnce(Response.json({ error: "Too many" }, { status: 429 }));
    render(<ContactForm />);
    const user = await fillContact();
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() =>
      expect(screen.getByText("Please enter a valid email address, like name@example.com.")).toBeTruthy(),
    );
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toMatch(/Too many messages/));
  });
});

describe("SubscribeForm", () => {
  it("needs an email address, and subscribes it", async () => {
    fetchMock.mockResolvedValue(Response.json({ received: true }));
    render(<SubscribeForm />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(screen.getByText("Please enter your email address.")).toBeTruthy();
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe(
        "Thank you for subscribing. Please confirm with the link we have emailed you; then sales and news will come to your inbox.",
      ),
    );
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({
      kind: "newsletter",
      from_email: "ada@example.com",
    });
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("");
  });
});
