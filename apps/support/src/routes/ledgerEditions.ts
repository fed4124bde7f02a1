import type { LoadContext } from "@genbagura/routing";
import { type LedgerEditions, ledgerEditionsOf } from "../../content/softwareDownloads/ledgerEditions";

/**
 * The ledger software editions as goyo publishes them. A page that calls this declares `reads: ["goyo"]`,
 * so goyo's record is in its load context and a goyo deploy re-renders it.
 */
export async function ledgerEditions(context: LoadContext): Promise<LedgerEditions> {
  return ledgerEditionsOf(await context.editions());
}
