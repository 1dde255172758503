/** Every key the shop keeps in the browser's localStorage, in one place. */
export const STORAGE_KEYS = {
  /** The cart; the version changes whenever the stored shape does. */
  cart: "hazel.cart.v1",
  /** The display currency (ngn, usd, gbp, eur). */
  currency: "selectedCurrency",
  /** Set once a visitor has signed up, so the sign-up pop-up stays closed. */
  signedUp: "hasSignedUp",
  /** Set once the sign-up pop-up has invited a visitor on a touch screen, so it does so once only. */
  invitedOnPhone: "hazel.signupInvited.v1",
  /** Set once a visitor has opened a product's page: the sign-up pop-up may invite her from then on. */
  viewedProduct: "hazel.viewedProduct.v1",
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Every key the shop keeps in the browser's sessionStorage: for one visit (the tab's session) only. */
export const SESSION_KEYS = {
  /** The exchange rates fetched on this visit, or that they could not be had; the version as for the cart. */
  rates: "hazel.rates.v1",
  /** The owner's dollar terms as this visit read them (null while she does not allow dollars). */
  dollars: "hazel.dollars.v1",
  /** When this visit reached the shop (ms since 1970), for the sign-up pop-up's minute on the site. */
  arrived: "hazel.arrived.v1",
  /** What she typed in the checkout's billing form, kept across a reload of the tab. */
  checkoutForm: "hazel-checkout-form",
} as const;

export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

/**
 * Checks a value read back from storage: the value as its type, or a sentence saying what is
 * wrong. Plain functions rather than a schema library, so every page's first script stays small.
 */
export type Check<T> = (value: unknown) => { ok: true; value: T } | { ok: false; problem: string };

/** One of a few allowed values (e.g. a currency code). */
export const oneOf =
  <const T extends string>(allowed: readonly T[]): Check<T> =>
  (value) =>
    allowed.includes(value as T)
      ? { ok: true, value: value as T }
      : { ok: false, problem: `expected one of ${allowed.join(", ")}, found ${JSON.stringify(value)}` };

export const aBoolean: Check<boolean> = (value) =>
  typeof value === "boolean"
    ? { ok: true, value }
    : { ok: false, problem: `expected true or false, found ${JSON.stringify(value)}` };

/** Anything that decodes: the caller checks it further (e.g. the cart, line by line). */
export const anyValue: Check<unknown> = (value) => ({ ok: true, value });

/** localStorage, or null where there is none (server) or it is refused (privacy settings). */
function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** sessionStorage, or null where there is none (server) or it is refused. */
function visitStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** JSON when it parses; otherwise the raw text, so plain values written by older pages still read. */
function decode(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/**
 * Reads and validates a stored value. Anything missing, unreadable or not matching the schema
 * gives the fallback; the console says why when a value was there but was not usable.
 */
export function readStored<T>(key: StorageKey, check: Check<T>, fallback: T): T {
  let raw: string | null;
  try {
    raw = browserStorage()?.getItem(key) ?? null;
  } catch (error) {
    console.warn(`Could not read "${key}" from local storage`, error);
    return fallback;
  }
  return raw === null ? fallback : parseStored(key, raw, check, fallback);
}

/** Validates a raw stored string (also the new value of a storage event). */
export function parseStored<T>(key: StorageKey, raw: string, check: Check<T>, fallback: T): T {
  const result = check(decode(raw));
  if (result.ok) return result.value;
  console.warn(`Ignoring the stored "${key}": ${result.problem}`);
  return fallback;
}

/** Stores a value as JSON. A refused write (quota, private mode) is reported, never thrown. */
export function writeStored(key: StorageKey, value: unknown): boolean {
  try {
    const storage = browserStorage();
    if (!storage) return false;
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch (error) {
    console.warn(`Could not save "${key}" to local storage`, error);
    return false;
  }
}

export function removeStored(key: StorageKey): void {
  try {
    browserStorage()?.removeItem(key);
  } catch (error) {
    console.warn(`Could not remove "${key}" from local storage`, error);
  }
}

/**
 * Calls back when another tab changes the key: with the new raw value, or null when it was
 * removed or the whole storage cleared. Returns the unsubscribe function.
 */
export function onStoredChange(key: StorageKey, listener: (raw: string | null) => void): () => void {
  if (typeof window === "undefined") return () => {};
  const handler = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener(event.key === null ? null : event.newValue);
  };
  window.addEventListener("storage", handler);
  return () => window.removeEventListener("storage", handler);
}

/** Reads and validates a value kept for this visit: null when missing, unreadable or not matching. */
export function readVisit<T>(key: SessionKey, check: Check<T>): T | null {
  try {
    const raw = visitStorage()?.getItem(key) ?? null;
    if (raw === null) return null;
    const result = check(decode(raw));
    return result.ok ? result.value : null;
  } catch {
    return null;
  }
}

/** Keeps a value for this visit as JSON; a refused write only means it is asked for again. */
export function writeVisit(key: SessionKey, value: unknown): void {
  try {
    visitStorage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full storage: the next page asks again.
  }
}

/** Forgets a value kept for this visit; a refused removal leaves what the next read checks anyway. */
export function removeVisit(key: SessionKey): void {
  try {
    visitStorage()?.removeItem(key);
  } catch {
    // Private mode: nothing was kept.
  }
}
