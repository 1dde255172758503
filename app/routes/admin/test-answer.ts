/**
 * What a route's loader or action answered, returned or thrown: its status, its data and, for a
 * Response, its headers. An Error thrown (no answer at all) is `failed`.
 */
export async function answer(
  fn: () => unknown,
): Promise<{ status: number | "failed"; data?: unknown; headers?: Headers }> {
  const read = (r: unknown) => {
    if (r instanceof Response) return { status: r.status, headers: r.headers };
    const wrapped = r as { type?: string; data?: unknown; init?: { status?: number } } | null;
    if (wrapped?.type === "DataWithResponseInit") return { status: wrapped.init?.status ?? 200, data: wrapped.data };
    return { status: 200, data: r };
  };
  try {
    return read(await fn());
  } catch (thrown) {
    return thrown instanceof Error ? { status: "failed" } : read(thrown);
  }
}
