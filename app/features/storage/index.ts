export {
  STORAGE_KEYS,
  readStored,
  parseStored,
  writeStored,
  removeStored,
  onStoredChange,
  oneOf,
  aBoolean,
  anyValue,
} from "./storage";
export type { Check, StorageKey } from "./storage";
export { createExternalStore, loadStores, useExternalStore } from "./external-store";
export type { ExternalStore } from "./external-store";
