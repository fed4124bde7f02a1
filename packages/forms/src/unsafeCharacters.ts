// Characters no visitor means to type into a form: control characters (NUL, ESC, …), which break CSV
// files, terminals and CRM imports, and the invisible bidirectional controls (U+202E and its kin), which
// make a stored value read differently from what it is ("Trojan Source").

const BIDI_CONTROLS = new Set([
  0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069,
]);
// Line and paragraph separators end a line as surely as a newline does.
const LINE_SEPARATORS = new Set([0x2028, 0x2029]);
const LINE_BREAKS = new Set([0x09, 0x0a, 0x0d]);

function isControl(code: number): boolean {
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

/** True when `text` holds a control or bidi character; `multiline` allows tab, line feed and carriage return. */
export function hasUnsafeCharacter(text: string, multiline = false): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (multiline && LINE_BREAKS.has(code)) continue;
    if (isControl(code) || BIDI_CONTROLS.has(code) || (!multiline && LINE_SEPARATORS.has(code))) return true;
  }
  return false;
}

/** For values the visitor never sees (tracking fields): the same characters, silently removed. */
export function withoutUnsafeCharacters(text: string): string {
  let kept = "";
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (!isControl(code) && !BIDI_CONTROLS.has(code) && !LINE_SEPARATORS.has(code)) kept += text[index];
  }
  return kept;
}

/** The field message: what is wrong and what to do. */
export const unsafeCharacterMessage = (label: string) =>
  `${label}に使えない文字(制御文字や文字の向きを変える記号)が含まれています。入力し直してください`;
