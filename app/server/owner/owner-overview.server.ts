import type { OwnerMessage, OwnerOrder } from "~/features/owner/owner-tables";
import type { Db } from "../db/db.server";
import { recentOrders } from "../orders/order-store.server";
import { recentMessages } from "./recent-messages.server";

/** The newest orders and messages, in the words the owner's page shows them. */
export async function ownerOverview(db: Db): Promise<{ orders: OwnerOrder[]; messages: OwnerMessage[] }> {
  const [orders, messages] = await Promise.all([recentOrders(db), recentMessages(db)]);
  return {
    orders: orders.map((o) => ({
      reference: o.reference,
      placedAt: o.createdAt.toISOString(),
      customer: `${o.customer.firstName} ${o.customer.lastName}`,
      email: o.customer.email,
      phone: o.customer.phone,
      shipTo: [o.customer.address, o.customer.state, o.customer.country].join(", "),
      items: o.items.map((i) => `${i.quantity} × ${i.name}${i.size ? ` (${i.size})` : ""}`).join("\n"),
      total: o.amountKobo / 100,
      status: o.status,
      isTest: o.isTest,
      reviewReason: o.reviewReason,
    })),
    messages: messages.map((m) => ({
      id: m.id,
      receivedAt: m.createdAt.toISOString(),
      kind: m.kind,
      from: m.fromName ?? "—",
      email: m.fromEmail,
      phone: m.fromPhone,
      message: m.message,
      relay: relayText(m.relay),
    })),
  };
}

function relayText(relay: { status: "pending" | "sent"; attempts: number; lastError: string | null }): string {
  if (relay.status === "sent") return "Sent";
  if (!relay.attempts) return "Waiting";
  return `Waiting (${relay.attempts} attempts${relay.lastError ? `: ${relay.lastError}` : ""})`;
}
