import { autopayHerLines, autopayOwnerLines, type AutopayChoiceView } from "~/features/autopay";
import type { Db } from "../db/db.server";
import { cardOf, chargesOf, chooseAutopay } from "./store.server";

/** Her order's autopay as her page shows it: the kept card's last 4 digits and her choice; null without a card. */
export async function autopayChoice(db: Db, orderReference: string): Promise<AutopayChoiceView | null> {
  const card = await cardOf(db, orderReference);
  if (!card) return null;
  return { last4: card.last4, on: card.autopay, missed: autopayHerLines(await chargesOf(db, orderReference)) };
}

/** The owner's lines: each part autopay missed, and one it is still retrying. */
export async function autopayOwnerView(db: Db, orderReference: string): Promise<string[]> {
  return autopayOwnerLines(await chargesOf(db, orderReference));
}

/** Her choice from her order page's form (the box's value: "on" turns autopay on, anything else off); false without a kept card. */
export async function chooseAutopayFromForm(db: Db, orderReference: string, box: string | null): Promise<boolean> {
  return chooseAutopay(db, orderReference, box === "on");
}
