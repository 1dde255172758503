import { controlCharacterMessage, hasControlCharacter } from "~/lib/control-characters";
import { BodyError, readFormBody } from "~/server/base/read-body.server";

/** Largest body of an admin form: the longest note (1,000 characters) escaped, with room to spare. */
const ADMIN_FORM_LIMIT = 32 * 1024;

export type AdminForm = { ok: true; fields: URLSearchParams } | { ok: false; status: 400 | 413 | 415; message: string };

/**
 * Reads an admin form as the shop's pages post it: urlencoded (415 otherwise), at most
 * `limit` bytes (413 the moment it passes), and no field with a control character (400 naming
 * the field; `multiLine` fields keep their line breaks and tabs). The caller shows the message.
 */
export async function readAdminForm(
  request: Request,
  { limit = ADMIN_FORM_LIMIT, multiLine = [] }: { limit?: number; multiLine?: readonly string[] } = {},
): Promise<AdminForm> {
  let form: URLSearchParams;
  try {
    form = await readFormBody(request, limit);
  } catch (error) {
    if (error instanceof BodyError) return { ok: false, status: error.status, message: error.message };
    throw error;
  }
  for (const [name, value] of form) {
    if (hasControlCharacter(name) || hasControlCharacter(value, { multiLine: multiLine.includes(name) })) {
      return { ok: false, status: 400, message: controlCharacterMessage(`The field "${fieldName(name)}"`) };
    }
  }
  return { ok: true, fields: form };
}

/** A field's name fit to quote back: printable, and short. */
const fieldName = (name: string) => name.replace(/[^\w-]/g, "?").slice(0, 40);
