/**
 * The ids the dynamic routes accept; route modules import this module lazily (from `validate`). A unit
 * test checks they match `content/catalogue.ts` exactly.
 */

/** Products sold at `/price/<id>/`. */
export const standardPurchaseIds: readonly string[] = [
  "pad",
  "pad-dx",
  "pad-mini",
  "pad-mini-tough",
  "pad-tough",
  "pad-tough-2nd",
  "pad-tough-10",
  "pocket",
  "pocket-tough",
];

/** Accessories, licences and care plans sold at `/price/item/<id>/`. */
export const itemPurchaseIds: readonly string[] = [
  "powerkit",
  "cam",
  "cliplight",
  "care-compact",
  "care-tablet",
];

/** Every catalogue product has a catalogue page at `/item/<id>`. */
export const catalogueIds: readonly string[] = [...standardPurchaseIds, ...itemPurchaseIds];

/** The param sets that prerender one page per id. */
export const productParams = (ids: readonly string[]) => ids.map((productId) => ({ productId }));
