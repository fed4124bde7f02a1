import type { ProductEdition } from "@genbagura/routing";
import { ledgerEditions } from "../content/lifecycle";

/**
 * The ledger software's editions and where each stands, for other families' pages (support's downloads
 * and Q&A name an edition's end of support): read from lifecycle.ts, never copied.
 */
export async function editions(): Promise<ProductEdition[]> {
  return Object.entries(ledgerEditions).map(([id, edition]) => ({ id, ...edition }));
}
