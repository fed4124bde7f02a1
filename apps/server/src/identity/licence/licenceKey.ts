/**
 * Licence keys: 16 characters of Crockford's base32 alphabet shown as `XXXX-XXXX-XXXX-XXXX`, the last one a
 * Luhn mod 32 check character. A mistyped character or two swapped neighbours fail the check, so most typing
 * mistakes are answered without looking anything up.
 */
export const licenceKeyAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

const KEY_LENGTH = 16;
const BASE = licenceKeyAlphabet.length;

export type LicenceKeyCheck = { ok: true; key: string } | { ok: false; problem: "format" | "checksum" };

/** Crockford's reading of look-alikes: O is zero, I and L are one. */
const lookAlikes: Readonly<Record<string, string>> = { O: "0", I: "1", L: "1" };

/** Separators a visitor may type or paste: spaces and any dash, full-width ones included. */
const separators = /[\s\-‐‑–—−ー]/gu;

function canonicalCharacters(input: string): string {
  return input
    .normalize("NFKC")
    .toUpperCase()
    .replace(separators, "")
    .replace(/[OIL]/gu, (character) => lookAlikes[character] ?? character);
}

/** The check character that completes a 15-character payload. */
export function licenceCheckCharacter(payload: string): string {
  let sum = 0;
  // Luhn mod N: from the right, every other character's value is doubled and its base-32 digits added.
  for (let index = payload.length - 1, double = true; index >= 0; index -= 1, double = !double) {
    const value = licenceKeyAlphabet.indexOf(payload[index] ?? "");
    if (value < 0) throw new RangeError(`Not a licence key character: ${payload[index]}`);
    const addend = double ? value * 2 : value;
    sum += Math.floor(addend / BASE) + (addend % BASE);
  }
  return licenceKeyAlphabet[(BASE - (sum % BASE)) % BASE] ?? "0";
}

function grouped(characters: string): string {
  return characters.match(/.{4}/gu)?.join("-") ?? characters;
}

/** Checks format and check character; on success returns the key in its stored form `XXXX-XXXX-XXXX-XXXX`. */
export function checkLicenceKey(input: string): LicenceKeyCheck {
  const characters = canonicalCharacters(input);
  if (characters.length !== KEY_LENGTH || ![...characters].every((c) => licenceKeyAlphabet.includes(c))) {
    return { ok: false, problem: "format" };
  }
  const payload = characters.slice(0, -1);
  if (licenceCheckCharacter(payload) !== characters.slice(-1)) return { ok: false, problem: "checksum" };
  return { ok: true, key: grouped(characters) };
}

/** A whole key from a 15-character payload (demo data and tests). */
export function completeLicenceKey(payload: string): string {
  const characters = canonicalCharacters(payload);
  return grouped(characters + licenceCheckCharacter(characters));
}

/** What the page shows of a key: enough to recognise it, not enough to use it. */
export function maskLicenceKey(key: string): string {
  return `${key.slice(0, 4)}-****-****-${key.slice(-4)}`;
}
