import type { Message } from "~/features/messages/schema";
import type { Db } from "../db/db.server";

/**
 * Keeps a message and queues its relay in one transaction: once this returns, the message is
 * in the database and the outbox will deliver it.
 */
export async function storeMessage(db: Db, message: Message, clientAddress: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: string }>(
      `insert into messages (kind, from_name, from_email, from_phone, message, client_address)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [
        message.kind,
        "from_name" in message ? message.from_name : null,
        message.from_email,
        message.kind === "contact" ? (message.from_phone ?? null) : null,
        message.kind === "contact" ? message.message : null,
        clientAddress,
      ],
    );
    if (!row) throw new Error("The message was not stored");
    await tx.query("insert into outbox (message_id) values ($1)", [row.id]);
    return Number(row.id);
  });
}
