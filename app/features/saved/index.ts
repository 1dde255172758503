export {
  DEVICE_TOKEN,
  SAVED_BAD_SIZE,
  SAVED_CAP,
  SAVED_FULL,
  SAVED_UNKNOWN,
  doneWords,
  savedPieces,
  type SavedPiece,
} from "./rules";
export { SaveButton } from "./components/save-button";
export { SaveHeartIsland } from "./components/save-form";
export { SavedList } from "./components/saved-list";
