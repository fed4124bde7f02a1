import { formatDateJa } from "@genbagura/ui";

/**
 * Where each edition of the PC ledger software stands: stated once here, and every goyo page that
 * names an edition reads its sales and support status from this record (never types the dates).
 */
export interface LedgerEdition {
  /** Full product name. */
  name: string;
  /** The name pages use in running text. */
  shortName: string;
  /** ISO date of its release. */
  launchedOn: string;
  /** ISO date; absent while the edition is sold and supported. */
  supportEndedOn?: string;
  /** False once the edition can no longer be bought. */
  onSale: boolean;
}

export const ledgerEditions = {
  goyo2018: {
    name: "現場蔵 御用達2018",
    shortName: "御用達2018",
    launchedOn: "2017-12-05",
    supportEndedOn: "2022-03-31",
    onSale: false,
  },
  goyo2020: {
    name: "現場蔵 御用達2020",
    shortName: "御用達2020",
    launchedOn: "2019-12-03",
    supportEndedOn: "2025-03-31",
    onSale: false,
  },
  goyo2021: {
    name: "現場蔵 御用達2021",
    shortName: "御用達2021",
    launchedOn: "2020-12-01",
    supportEndedOn: "2026-03-31",
    onSale: false,
  },
  goyoDx: { name: "現場蔵 御用達DX", shortName: "御用達DX", launchedOn: "2022-04-12", onSale: true },
} as const satisfies Record<string, LedgerEdition>;

/** The edition a buyer is pointed to. */
export const currentLedgerEdition: LedgerEdition = ledgerEditions.goyoDx;

/** The editions that are no longer sold. */
export const endedLedgerEditions: readonly LedgerEdition[] = Object.values(ledgerEditions).filter(
  (edition: LedgerEdition) => !edition.onSale,
);

/** `2026年3月31日`: the day an edition's support ended. */
export function supportEndDate(edition: LedgerEdition): string {
  if (!edition.supportEndedOn) throw new Error(`${edition.name} is still supported`);
  return formatDateJa(edition.supportEndedOn);
}

/** `御用達2021の販売は終了し、サポートも2026年3月31日に終了しました。` */
export function endOfLifeSentence(edition: LedgerEdition): string {
  return `${edition.shortName}の販売は終了し、サポートも${supportEndDate(edition)}に終了しました。`;
}

/** `販売とサポートを終了した御用達2021`: an ended edition named in passing, inside a sentence. */
export function endedEditionPhrase(edition: LedgerEdition): string {
  if (edition.onSale || !edition.supportEndedOn)
    throw new Error(`${edition.name} is still sold or supported`);
  return `販売とサポートを終了した${edition.shortName}`;
}

/** `御用達2021(販売終了、2026年3月31日にサポート終了)`: an ended edition in a list of software. */
export function endedEditionLabel(edition: LedgerEdition): string {
  return `${edition.shortName}(販売終了、${supportEndDate(edition)}にサポート終了)`;
}
