// Text a visitor or the owner types never holds control characters: a NUL cannot even be stored
// (PostgreSQL refuses it), and the others only hide or garble what is shown, exported or logged.

/* eslint-disable no-control-regex -- finding control characters is the point */
/** C0 controls, DEL and C1 controls. */
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const EVERY_CONTROL = new RegExp(ANY_CONTROL.source, "g");
/** The same, less the line breaks and tab a multi-line field (a message, comments, a note) keeps. */
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/* eslint-enable no-control-regex */

/** True when the text holds a control character; `multiLine` allows newline, carriage return and tab. */
export function hasControlCharacter(text: string, { multiLine = false }: { multiLine?: boolean } = {}): boolean {
  return (multiLine ? CONTROL_BUT_LINES : ANY_CONTROL).test(text);
}

/** The text with each control character written out (\x0a), so it stays on one line and shows. */
export const escapeControlCharacters = (text: string) =>
  text.replace(EVERY_CONTROL, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`);

/** The sentence a field with one gets, naming the field. */
export const controlCharacterMessage = (label: string) =>
  `${label} contains a character that cannot be used (a control character); please type it again.`;
