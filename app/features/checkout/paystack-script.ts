import type { CustomField } from "~/features/orders";

export const PAYSTACK_SCRIPT_URL = "https://js.paystack.co/v1/inline.js";
/**
 * Thrown when the inline script cannot be loaded, in the specification's words
 * (docs/decisions/189-what-the-product-takes-from-its-specification.md).
 */
const SCRIPT_LOAD_ERROR = "Unable to load paystack inline script";

interface PaystackSetupOptions {
  key: string;
  email: string;
  /** Paystack's subunit: kobo, or cents. */
  amount: number;
  currency: "NGN" | "USD";
  ref: string;
  /** The payment channels the popup offers; Paystack's own choice when absent. */
  channels?: string[];
  metadata: { custom_fields: CustomField[] };
  callback: (response: { reference: string; status?: string }) => void;
  onClose: () => void;
}

export interface PaystackPop {
  setup(options: PaystackSetupOptions): { openIframe(): void };
}

declare global {
  interface Window {
    PaystackPop?: PaystackPop;
  }
}

export type ScriptState = "not-loaded" | "loaded" | "error";

export interface ScriptHost {
  /** Adds the script tag; calls back once it loaded or failed, and returns a way to remove it. */
  insert(src: string, onLoad: () => void, onError: () => void): () => void;
  paystack(): PaystackPop | undefined;
}

const browserHost: ScriptHost = {
  insert(src, onLoad, onError) {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.addEventListener("load", onLoad);
    script.addEventListener("error", onError);
    document.head.appendChild(script);
    return () => script.remove();
  },
  paystack: () => window.PaystackPop,
};

/**
 * The inline script, loaded once and shared by every caller. A failed load throws
 * 'Unable to load paystack inline script' and the next call tries again.
 */
export function createPaystackLoader(host: ScriptHost = browserHost) {
  let state: ScriptState = "not-loaded";
  let pending: Promise<PaystackPop> | undefined;
  const listeners = new Set<() => void>();
  const set = (next: ScriptState) => {
    state = next;
    listeners.forEach((l) => l());
  };

  function load(): Promise<PaystackPop> {
    const ready = host.paystack();
    if (ready) {
      if (state !== "loaded") set("loaded");
      return Promise.resolve(ready);
    }
    pending ??= new Promise<PaystackPop>((resolve, reject) => {
      const remove = host.insert(
        PAYSTACK_SCRIPT_URL,
        () => {
          const pop = host.paystack();
          if (pop) {
            set("loaded");
            resolve(pop);
          } else fail();
        },
        fail,
      );
      function fail() {
        remove();
        pending = undefined;
        set("error");
        reject(new Error(SCRIPT_LOAD_ERROR));
      }
    });
    return pending;
  }

  return {
    load,
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's one loader. */
export const paystackLoader = createPaystackLoader();
