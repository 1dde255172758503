/** A CSV file to download, whole or in parts; the admin's headers (private, no-store) are added by the server. */
export function csvResponse(csv: string | AsyncIterable<string>, filename: string): Response {
  return new Response(typeof csv === "string" ? csv : byteStream(csv), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
    },
  });
}

/** The parts as bytes, each read only when the client has taken the last (memory holds one part). */
function byteStream(parts: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const iterator = parts[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
