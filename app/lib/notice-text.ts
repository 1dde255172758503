/**
 * The sentence a `?done=` key stands for, or null. Own keys only: a key such as
 * `__proto__` or `constructor` names nothing here, never an inherited object.
 */
export function noticeText<T extends Record<string, string>>(table: T, key: string | null | undefined): string | null {
  return key && Object.hasOwn(table, key) ? (table[key] ?? null) : null;
}
