export {
  STORAGE_KEYS,
  readStored,
  parseStored,
  writeStored,
  onStoredChange,
  oneOf,
  aBoolean,
  anyValue,
} from "./storage";
export { createExternalStore, loadStores, useExternalStore } from "./external-store";
