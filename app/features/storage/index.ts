export {
  STORAGE_KEYS,
  SESSION_KEYS,
  readStored,
  readVisit,
  writeVisit,
  removeVisit,
  parseStored,
  writeStored,
  onStoredChange,
  oneOf,
  aBoolean,
  anyValue,
  type Check,
} from "./storage";
export { createExternalStore, loadStores, useExternalStore } from "./external-store";
