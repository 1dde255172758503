import { expect, it } from "vitest";
import type { BespokeRequestInput } from "~/features/bespoke";
import type { TestDatabase } from "../../db/test-databases.server";
import { describeOnBothDatabases } from "../../test-data-suite.server";
import { claimDueRelay, markRelaySent } from "../../outbox/store.server";
import { correctKeptMeasurements, keptMeasurementsOf } from "./kept-measurements.server";
import { measurementsFromLink, sendMeasurementsLink } from "./measurement-links.server";
import { getBespokeRequest, listBespokeRequests, shopperBespokeRequest, storeBespokeRequest } from "./requests.server";

const SITE = "https://hazel.example";

function request(over: Partial<BespokeRequestInput> = {}) {
  return {
    piece: "A green silk gown with a long train",
    occasion: "Wedding",
    eventDate: "2027-03-14",
    express: false,
    name: "Ada Obi",
    email: "Ada@Example.com",
    phone: "+234 803 000 0001",
    measurements: { unit: "cm" as const, values: { bust: 92, waist: 74, hips: 100 } },
    keepMeasurements: true,
    photos: [{ hash: "a".repeat(32), width: 800, height: 1000 }],
    clientAddress: "127.0.0.1",
    ...over,
  };
}

/** Takes every due email off the outbox; returns their params. */
async function drainOutbox(t: Omit<TestDatabase, "dispose">) {
  const sent: Record<string, string>[] = [];
  for (;;) {
    const due = await claimDueRelay(t.db, ["order", "customer", "messages"], 0);
    if (due === undefined) return sent;
    if (due === "paced") throw new Error("no pacing was asked for");
    if (due.subject === "alert") sent.push({ template: due.template, ...due.params });
    await markRelaySent(t.db, due.outboxId, "OK");
  }
}

describeOnBothDatabases("bespoke requests on %s", (suite) => {
  const t = suite.database();

  it("stores a request whole, with its photos, and queues the owner's email", async () => {
    const { reference, viewKey } = await storeBespokeRequest(t.db, request(), SITE);
    expect(reference).toMatch(/^BSP-[2-9A-HJ-NP-Z]{8}$/);
    expect(viewKey).toMatch(/^[0-9a-f]{32}$/);
    const found = await getBespokeRequest(t.db, reference);
    expect(found).toMatchObject({
      reference,
      piece: "A green silk gown with a long train",
      eventDate: "2027-03-14",
      measurements: { unit: "cm", values: { bust: 92, waist: 74, hips: 100 } },
      photos: [{ position: 1, hash: "a".repeat(32), width: 800, height: 1000 }],
      status: "new",
    });
    expect(await shopperBespokeRequest(t.db, reference, viewKey)).toBeDefined();
    expect(await shopperBespokeRequest(t.db, reference, "0".repeat(32))).toBeUndefined();
    const emails = await drainOutbox(t);
    expect(emails).toEqual([
      expect.objectContaining({
        template: "order",
        reference,
        customer_email: "Ada@Example.com",
        order_url: `${SITE}/admin/bespoke/${reference}`,
        order_summary: expect.stringContaining("Bust: 92 cm\nWaist: 74 cm\nHips: 100 cm"),
      }),
    ]);
  });

  it("stores nothing when placing the photos' files fails", async () => {
    const before = (await listBespokeRequests(t.db, 1)).total;
    await expect(
      storeBespokeRequest(t.db, request({ email: "fail@example.com" }), SITE, () =>
        Promise.reject(new Error("disk full")),
      ),
    ).rejects.toThrow("disk full");
    expect((await listBespokeRequests(t.db, 1)).total).toBe(before);
    expect(await keptMeasurementsOf(t.db, "fail@example.com", "+234 803 000 0001")).toBeUndefined();
    expect(await drainOutbox(t)).toEqual([]);
  });

  it("keeps measurements only with her consent, under her email and phone", async () => {
    await storeBespokeRequest(t.db, request({ email: "bisi@example.com", keepMeasurements: false }), SITE);
    expect(await keptMeasurementsOf(t.db, "bisi@example.com", "+234 803 000 0001")).toBeUndefined();
    const kept = await keptMeasurementsOf(t.db, "ADA@example.com", "234-803-000-0001");
    expect(kept?.measurements).toEqual({ unit: "cm", values: { bust: 92, waist: 74, hips: 100 } });
    expect(await keptMeasurementsOf(t.db, "ada@example.com", "+234 803 999 9999")).toBeUndefined();
  });

  it("keeps each request's copy as it was when her measurements change later, with history", async () => {
    const first = await storeBespokeRequest(t.db, request({ email: "chi@example.com" }), SITE);
    const kept = await keptMeasurementsOf(t.db, "chi@example.com", "+2348030000001");
    expect(kept).toBeDefined();
    expect(
      await correctKeptMeasurements(
        t.db,
        kept!.id,
        { unit: "cm", values: { bust: 95, waist: 74, hips: 100 } },
        "owner",
      ),
    ).toBe(true);
    await drainOutbox(t);
    await sendMeasurementsLink(t.db, "chi@example.com", "+2348030000001", SITE);
    const link = /measurements=([0-9a-f]{32})$/.exec((await drainOutbox(t))[0]!.order_url!)![1]!;
    const second = await storeBespokeRequest(
      t.db,
      request({
        email: "chi@example.com",
        measurements: { unit: "in", values: { bust: 38, waist: 30, hips: 40 } },
        measurementsLink: link,
      }),
      SITE,
    );
    expect((await getBespokeRequest(t.db, first.reference))?.measurements.values.bust).toBe(92);
    expect((await getBespokeRequest(t.db, second.reference))?.measurements).toEqual({
      unit: "in",
      values: { bust: 38, waist: 30, hips: 40 },
    });
    const after = await keptMeasurementsOf(t.db, "chi@example.com", "+2348030000001");
    expect(after?.measurements.unit).toBe("in");
    expect(after?.history.map((h) => h.actor)).toEqual([
      `shopper (request ${second.reference})`,
      "owner",
      `shopper (request ${first.reference})`,
    ]);
    expect(after?.history[1]?.changes).toEqual([{ point: "bust", before: "92 cm", after: "95 cm" }]);
    expect(await correctKeptMeasurements(t.db, 999_999, { unit: "cm", values: {} }, "owner")).toBe(false);
    await drainOutbox(t);
  });

  it("replaces kept measurements only from her emailed link, never from a form that knows her email and phone", async () => {
    await storeBespokeRequest(t.db, request({ email: "dayo@example.com" }), SITE);
    await storeBespokeRequest(t.db, request({ email: "eze@example.com" }), SITE);
    await drainOutbox(t);
    const forged = { unit: "cm" as const, values: { bust: 60, waist: 50, hips: 70 } };
    // Someone who knows her email and phone, with no link, or with another shopper's link.
    await sendMeasurementsLink(t.db, "eze@example.com", "+2348030000001", SITE);
    const otherLink = /measurements=([0-9a-f]{32})$/.exec((await drainOutbox(t))[0]!.order_url!)![1]!;
    for (const measurementsLink of [undefined, otherLink, "0".repeat(32)]) {
      const { reference } = await storeBespokeRequest(
        t.db,
        request({ email: "DAYO@example.com", measurements: forged, measurementsLink }),
        SITE,
      );
      // The request keeps its own copy; the owner is told the kept ones were not replaced.
      expect((await getBespokeRequest(t.db, reference))?.measurements).toEqual(forged);
      const [owner] = await drainOutbox(t);
      expect(owner?.note).toMatch(/were not replaced/);
    }
    const kept = await keptMeasurementsOf(t.db, "dayo@example.com", "+2348030000001");
    expect(kept?.measurements).toEqual({ unit: "cm", values: { bust: 92, waist: 74, hips: 100 } });
    expect(kept?.history).toHaveLength(1);
  });

  it("offers kept measurements back only by a link sent to that email", async () => {
    await sendMeasurementsLink(t.db, "nobody@example.com", "+2348030000001", SITE);
    expect(await drainOutbox(t)).toEqual([]);
    await sendMeasurementsLink(t.db, "ada@example.com", "+234 803 000 0001", SITE);
    const [email, ...more] = await drainOutbox(t);
    expect(more).toEqual([]);
    expect(email).toMatchObject({ template: "customer", to_email: "ada@example.com" });
    const token = /measurements=([0-9a-f]{32})$/.exec(email!.order_url!)?.[1];
    expect(token).toBeDefined();
    expect(await measurementsFromLink(t.db, token!)).toEqual({
      email: "ada@example.com",
      phone: "2348030000001",
      measurements: { unit: "cm", values: { bust: 92, waist: 74, hips: 100 } },
    });
    expect(await measurementsFromLink(t.db, "0".repeat(32))).toBeUndefined();
    // A few links an hour at most.
    for (let i = 0; i < 4; i++) await sendMeasurementsLink(t.db, "ada@example.com", "+2348030000001", SITE);
    expect(await drainOutbox(t)).toHaveLength(2);
  });

  it("lists requests newest first", async () => {
    const { requests, total } = await listBespokeRequests(t.db, 1);
    expect(total).toBe(requests.length);
    const times = requests.map((r) => r.createdAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});
