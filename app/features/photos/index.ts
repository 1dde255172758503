export { PHOTO_LIMITS, MB } from "./limits";
export { sniffPhoto, type PhotoFormat } from "./sniff";
export { refusalText, type Refusal } from "./refusals";
export { defaultAlt } from "./alt-text";
export { photoKey, parsePhotoAddress } from "./photo-key";
export { coverFirst, moved, sameOrder } from "./order";
export { parsePhotoIntent, type PhotoIntent } from "./intents";
