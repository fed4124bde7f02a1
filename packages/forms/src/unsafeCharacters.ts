// Characters no visitor means to type into a form: control characters (NUL, ESC, …), which break CSV
// files, terminals and CRM imports, the invisible bidirectional controls (U+202E and its kin), which
// make a stored value read differently from what it is ("Trojan Source"), and lone UTF-16 surrogates,
// which no encoding can store (they come back as U+FFFD). A single-line value also refuses every other
// invisible format character (\p{Cf}: zero-width space and joiners, word joiner, BOM, soft hyphen, …),
// which makes two names that look the same differ; free text keeps them (an emoji sequence uses U+200D).

const BIDI_CONTROLS = new Set([
  0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069,
]);
// Line and paragraph separators end a line as surely as a newline does.
const LINE_SEPARATORS = new Set([0x2028, 0x2029]);
const LINE_BREAKS = new Set([0x09, 0x0a, 0x0d]);

const FORMAT_CHARACTER = /\p{Cf}/u;

function isControl(code: number): boolean {
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

/** Iterating a string by code point yields a surrogate only when it has no partner. */
const isLoneSurrogate = (code: number) => code >= 0xd800 && code <= 0xdfff;

/**
 * True when `text` holds a control or bidi character or a lone surrogate; `multiline` allows tab, line
 * feed and carriage return, and other format characters; a single line refuses every format character.
 */
export function hasUnsafeCharacter(text: string, multiline = false): boolean {
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if (multiline && LINE_BREAKS.has(code)) continue;
    if (isControl(code) || BIDI_CONTROLS.has(code) || isLoneSurrogate(code)) return true;
    if (!multiline && (LINE_SEPARATORS.has(code) || FORMAT_CHARACTER.test(character))) return true;
  }
  return false;
}

/** For values the visitor never sees (tracking fields): the same characters, silently removed. */
export function withoutUnsafeCharacters(text: string): string {
  let kept = "";
  for (const character of text) {
    const code = character.codePointAt(0)!;
    const unsafe =
      isControl(code) ||
      BIDI_CONTROLS.has(code) ||
      LINE_SEPARATORS.has(code) ||
      isLoneSurrogate(code) ||
      FORMAT_CHARACTER.test(character);
    if (!unsafe) kept += character;
  }
  return kept;
}

/** The field message: what is wrong and what to do. */
export const unsafeCharacterMessage = (label: string) =>
  `${label}に使えない文字(制御文字や、ゼロ幅スペースなどの目に見えない記号)が含まれています。入力し直してください`;
