import type { CodeMoveRefusal } from "~/admin/credit/credit-list";
import type { Db } from "~/server/db/db.server";
import { adjustCode, expireCode } from "~/server/credit/owner-moves.server";

export type CodeMoveAnswer =
  { ok: true; done: "adjusted" | "expired"; codeId: number } | { ok: false; refusal: CodeMoveRefusal; status: number };

/** The owner's adjustment or expiry form of the credit room, as posted; who she is goes on the row. */
export async function codeMoveFromForm(db: Db, fields: URLSearchParams, who: string): Promise<CodeMoveAnswer> {
  const codeId = Number(fields.get("code"));
  const intent = fields.get("intent") === "expire" ? "expire" : "adjust";
  const amount = fields.get(`adjust-amount-${codeId}`) ?? "";
  const reason = fields.get(`${intent}-reason-${codeId}`) ?? "";
  const key = fields.get("key") ?? "";
  const refused = (errors: CodeMoveRefusal["errors"], status = 400): CodeMoveAnswer => ({
    ok: false,
    status,
    refusal: { codeId, intent, amount, reason, errors },
  });
  if (!Number.isSafeInteger(codeId) || codeId <= 0)
    return refused({ reason: "That code is not one of the shop's." }, 404);
  const result =
    intent === "adjust"
      ? await adjustCode(db, codeId, { amount, reason, key }, who)
      : await expireCode(db, codeId, { reason, key }, who);
  if (result.kind === "not-found") return refused({ reason: "That code is not one of the shop's." }, 404);
  if (result.kind === "refused") return refused(result.errors);
  return { ok: true, done: intent === "adjust" ? "adjusted" : "expired", codeId };
}
