/**
 * Decodes percent-escapes of unreserved characters (letters, digits, `-`, `.`, `_`, `~`), which RFC 3986
 * says mean the same as the characters themselves: `/all%5Fcontact` is `/all_contact`. nginx normalises
 * a path this way before it matches locations, so the origin does too and both answer alike. Other
 * escapes (`%2F`, `%E3%81%82`, ...) are left as they are.
 */
export function decodeUnreservedEscapes(path: string): string {
  return path.replace(/%([0-9A-Fa-f]{2})/g, (encoded, hex: string) => {
    const character = String.fromCharCode(Number.parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(character) ? character : encoded;
  });
}
