import { type PurchaseKind, purchaseKindFor } from "@genbagura/routing";
import { catalogue } from "../../content/catalogue";

/**
 * The ids the dynamic routes accept, derived from the catalogue's records. Route modules import this
 * module lazily (from `validate`), so listing the routes never loads the catalogue into the browser.
 */

/** The catalogue's products sold at a purchase path of this kind (a record's `purchaseLink`). */
const soldAs = (kind: PurchaseKind): readonly string[] =>
  catalogue.filter((product) => purchaseKindFor(product.purchaseLink) === kind).map((product) => product.id);

/** Products sold at `/price/<id>/`. */
export const standardPurchaseIds = soldAs("standard");

/** Accessories, licences and care plans sold at `/price/item/<id>/`. */
export const itemPurchaseIds = soldAs("item");

/** Every catalogue product has a catalogue page at `/item/<id>`. */
export const catalogueIds: readonly string[] = catalogue.map((product) => product.id);

/** The param sets that prerender one page per id. */
export const productParams = (ids: readonly string[]) => ids.map((productId) => ({ productId }));
