import type { ProductEdition } from "@genbagura/routing";
import { formatDateJa } from "@genbagura/ui";

/**
 * The ledger software editions the support pages name. Goyo sells them and publishes where each stands
 * (its server bundle's `editions`, read through the load context), so a support page states a date of
 * goyo's record and never keeps a copy of its own.
 */
export const ledgerEditionIds = ["goyo2018", "goyo2020", "goyo2021", "goyoDx"] as const;
export type LedgerEditionId = (typeof ledgerEditionIds)[number];
export type LedgerEditions = Readonly<Record<LedgerEditionId, ProductEdition>>;

/** The editions these pages name, from what the load context publishes; throws naming one that is missing. */
export function ledgerEditionsOf(published: readonly ProductEdition[]): LedgerEditions {
  const entries = ledgerEditionIds.map((id) => {
    const edition = published.find((candidate) => candidate.id === id);
    if (!edition) throw new Error(`goyo publishes no edition "${id}", which a support page names`);
    return [id, edition] as const;
  });
  return Object.fromEntries(entries) as Record<LedgerEditionId, ProductEdition>;
}

/** `2026年3月31日`: the day an edition's support ended. */
export function supportEndDate(edition: ProductEdition): string {
  if (!edition.supportEndedOn) throw new Error(`${edition.name} is still supported`);
  return formatDateJa(edition.supportEndedOn);
}
