/**
 * The ledger software editions whose support has ended, as the support pages tell it: stated once here
 * and read by the download pages, the support Q&A and the 現場蔵コネクト pages of this remote. (The goyo
 * remote, which sells the software, keeps its own record for its product pages.)
 */
export const endedLedgerSoftware = {
  goyo2021: {
    name: "現場蔵 御用達2021",
    shortName: "御用達2021",
    /** ISO dates */
    launchedOn: "2020-12-01",
    endedOn: "2026-03-31",
  },
} as const;
