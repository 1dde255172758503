export { STORAGE_KEYS, readStored, parseStored, writeStored, removeStored, onStoredChange } from "./storage";
export type { StorageKey } from "./storage";
export { createExternalStore, useExternalStore } from "./external-store";
export type { ExternalStore } from "./external-store";
