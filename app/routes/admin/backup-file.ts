import fs from "node:fs";
import { Readable } from "node:stream";
import { requireAdmin } from "~/admin/sign-in/admin-auth.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/backup-file";

const notFound = () => new Response("No such backup.", { status: 404, headers: { "Content-Type": "text/plain" } });

/**
 * GET /admin/backups/{name}: one backup file, streamed from the disk. Only a listed backup's
 * name is served (Backups.fileOf); a damaged one is refused, since a restore would refuse it too.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { backups } = await getServices();
  const file = backups?.fileOf(params.name);
  if (!backups || !file) return notFound();
  const entry = (await backups.list()).find((b) => b.name === params.name);
  if (!entry) return notFound();
  if (entry.problem) {
    return new Response(`This backup is damaged (${entry.problem}), so it is not offered for download.`, {
      status: 409,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  // The open file is read even if the backup is pruned meanwhile; its size is the size sent.
  const handle = await fs.promises.open(file, "r").catch(() => undefined);
  if (!handle) return notFound();
  const size = await handle.stat().then(
    (stat) => stat.size,
    async (error: unknown) => {
      await handle.close();
      throw error;
    },
  );
  return new Response(Readable.toWeb(handle.createReadStream()) as ReadableStream, {
    headers: {
      "Content-Type": "application/octet-stream",
      "Content-Disposition": `attachment; filename="${entry.name}"`,
      "Content-Length": String(size),
      "Cache-Control": "private, no-store",
    },
  });
}
