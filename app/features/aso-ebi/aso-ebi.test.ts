import { addDays } from "~/lib/lagos-clock";
import { describe, expect, it } from "vitest";
import {
  groupState,
  groupTotals,
  inviteText,
  joinRefusal,
  paidWord,
  parseGroupForm,
  earliestEventFor,
  piecesBefore,
  shareLink,
  totalsWords,
} from ".";

const limits = {
  today: "2027-03-01",
  piecesBefore: () => 10,
  earliestEventFor: () => "2027-04-12",
  depositAllowed: true,
};
const form = (over: Record<string, string> = {}) => {
  const f: Record<string, string> = {
    name: "Amaka's bridesmaids",
    eventName: "The wedding",
    eventOn: "2027-06-01",
    joinBy: "2027-04-01",
    minimum: "",
    atelierNote: "",
    payPlan: "deposit",
    firstName: "Chioma",
    lastName: "Eze",
    email: "chioma@example.com",
    phone: "+234 803 000 1111",
    ...over,
  };
  return (name: string) => f[name];
};

describe("the group form", () => {
  it("takes a complete form, the minimum optional", () => {
    const r = parseGroupForm(form(), limits);
    expect(r).toMatchObject({ ok: true, group: { minimum: null, payPlan: "deposit", eventOn: "2027-06-01" } });
    expect(parseGroupForm(form({ minimum: "8" }), limits)).toMatchObject({ ok: true, group: { minimum: 8 } });
  });

  it("says an event too soon for even one piece in words, with the first day the atelier can dress", () => {
    const r = parseGroupForm(form({ minimum: "4" }), { ...limits, piecesBefore: () => 0 });
    expect(r.ok || r.errors).toEqual({
      eventOn:
        "That event is too soon for the atelier to make this style. The atelier can make pieces for an event on or after Monday 12 April 2027.",
    });
    // Never a count of nothing: "at most 0", "a minimum of 0 or fewer".
    expect(JSON.stringify(r)).not.toMatch(/\b0 of|of 0 or fewer|at most 0/);
  });

  it("refuses each bad field in words", () => {
    const r = parseGroupForm(
      form({ name: "", joinBy: "2027-07-01", minimum: "11", email: "x", payPlan: "later", eventOn: "2027-06-01" }),
      limits,
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual({
      name: "Enter the group's name.",
      joinBy: "The last day to join must be on or before the event.",
      minimum:
        "The atelier can make 10 of this style before Tuesday 1 June 2027: choose a minimum of 10 or fewer, or an event on Monday 12 April 2027 or later.",
      email: "Enter your email address, like ada@example.com.",
      payPlan: "Choose how guests pay: in full or a deposit.",
    });
    expect(r.typed.name).toBe("");
  });

  it("refuses a past event, a deposit the style's terms do not allow, a minimum of 0", () => {
    const r = parseGroupForm(form({ eventOn: "2027-02-01", minimum: "0" }), { ...limits, depositAllowed: false });
    expect(r.ok ? {} : r.errors).toMatchObject({
      eventOn: "The event's date must be after today.",
      minimum: "Enter the minimum as a whole number of guests, or leave it empty.",
      payPlan: "This style must be paid in full.",
    });
  });
});

describe("the group's state", () => {
  const g = { joinBy: "2027-04-01", eventOn: "2027-06-01", minimum: 5, outcome: null, extendedTo: null };
  it("is open to its last day, then the owner's to decide when the minimum is missed", () => {
    expect(groupState(g, "2027-04-01", 0)).toBe("open");
    expect(groupState(g, "2027-04-02", 4)).toBe("minimum-missed");
    expect(groupState(g, "2027-04-02", 5)).toBe("closed");
    expect(groupState({ ...g, minimum: null }, "2027-04-02", 0)).toBe("closed");
    expect(groupState({ ...g, outcome: "go-ahead" }, "2027-04-02", 1)).toBe("decided");
    expect(groupState({ ...g, outcome: "extended", extendedTo: "2027-04-10" }, "2027-04-05", 1)).toBe("open");
    expect(groupState({ ...g, outcome: "returned" }, "2027-03-05", 1)).toBe("returned");
    expect(joinRefusal("open")).toBeNull();
    expect(joinRefusal("closed")).toMatch(/last day to join has passed/);
    expect(joinRefusal("returned")).toMatch(/called off/);
  });
});

describe("members and totals", () => {
  it("words a share's payment from its account's status and sums what the accounts hold", () => {
    expect(paidWord("unpaid")).toBe("nothing");
    expect(paidWord("deposit-paid")).toBe("deposit");
    expect(paidWord("paid-in-full")).toBe("in full");
    // Handed over with part given back she paid her share; cancelled, its money is hers to get back.
    expect(paidWord("returned", "handed-over")).toBe("in full");
    expect(paidWord("overpaid", "cancelled")).toBe("nothing");
    expect(groupTotals([{ status: "overpaid", stage: "cancelled", netPaid: 100, currency: "NGN" }])).toMatchObject({
      paid: 0,
    });
    const t = groupTotals([
      { status: "paid-in-full", netPaid: 10_000, currency: "NGN" },
      { status: "deposit-paid", netPaid: 7_500, currency: "NGN" },
      { status: "unpaid", netPaid: 0, currency: "NGN" },
    ]);
    expect(t).toEqual({ members: 3, paid: 2, collected: [{ amount: 17_500, currency: "NGN" }] });
    expect(totalsWords(t)).toBe("2 of 3 paid, ₦175 collected");
    expect(totalsWords(groupTotals([]))).toBe("0 of 0 paid, ₦0 collected");
  });

  it("sums a guest's dollar share apart from the naira ones, never adding her cents to them", () => {
    const t = groupTotals([
      { status: "paid-in-full", netPaid: 6_000_000, currency: "NGN" },
      { status: "paid-in-full", netPaid: 12_050, currency: "USD" },
      { status: "deposit-paid", netPaid: 4_500_000, currency: "NGN" },
    ]);
    expect(t.collected).toEqual([
      { amount: 10_500_000, currency: "NGN" },
      { amount: 12_050, currency: "USD" },
    ]);
    expect(totalsWords(t)).toBe("3 of 3 paid, ₦105,000 and $120.50 collected");
    const abroadOnly = groupTotals([{ status: "deposit-paid", netPaid: 9_000, currency: "USD" }]);
    expect(totalsWords(abroadOnly)).toBe("1 of 1 paid, $90.00 collected");
  });

  it("prepares WhatsApp texts for anyone she chooses", () => {
    const text = inviteText(
      { name: "A", eventName: "W", eventOn: "2027-06-01", joinBy: "2027-04-01" },
      "https://x/aso-ebi/k",
    );
    expect(shareLink(text)).toBe(`https://wa.me/?text=${encodeURIComponent(text)}`);
    // Dates in words, as a guest reads them.
    expect(text).toContain("for W on Tuesday 1 June 2027 with A.");
    expect(text).toContain("here by Thursday 1 April 2027: https://x/aso-ebi/k");
  });
});

describe("the atelier's room before an event", () => {
  it("adds the room left in the weeks from the earliest ready day to the event", () => {
    const facts = { capacity: { weekly: 10, express: 2 }, booked: [], closed: new Set<string>() };
    expect(piecesBefore(facts, "2027-03-01", "2027-03-03")).toBe(0);
    // The first event day with room for the pieces: never one with none.
    const first = earliestEventFor(facts, "2027-03-01", 5)!;
    expect(piecesBefore(facts, "2027-03-01", first)).toBeGreaterThanOrEqual(5);
    expect(piecesBefore(facts, "2027-03-01", addDays(first, -1))).toBeLessThan(5);
    const some = piecesBefore(facts, "2027-03-01", "2027-04-30");
    const fuller = piecesBefore(
      { ...facts, booked: [{ week: "2027-03-15", pieces: 10, express: 0 }] },
      "2027-03-01",
      "2027-04-30",
    );
    expect(some - fuller).toBe(10);
  });
});
