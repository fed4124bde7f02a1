import type { LoadContext, ProductEdition } from "@genbagura/routing";
import { testLoadContext as emptyLoadContext } from "@genbagura/routing/testing/loadContext";

/**
 * Ledger editions in the shape goyo publishes them, for support's tests. Not goyo's record: the dates
 * are made up and differ from goyo's on purpose, so a support page that printed a date of its own instead
 * of the published one fails ledgerEditions.test.ts.
 */
export const publishedLedgerEditions: readonly ProductEdition[] = [
  {
    id: "goyo2018",
    name: "現場蔵 御用達2018",
    shortName: "御用達2018",
    launchedOn: "2017-12-04",
    supportEndedOn: "2023-06-30",
    onSale: false,
  },
  {
    id: "goyo2020",
    name: "現場蔵 御用達2020",
    shortName: "御用達2020",
    launchedOn: "2019-12-02",
    supportEndedOn: "2027-06-30",
    onSale: false,
  },
  {
    id: "goyo2021",
    name: "現場蔵 御用達2021",
    shortName: "御用達2021",
    launchedOn: "2020-11-30",
    supportEndedOn: "2028-09-30",
    onSale: false,
  },
  { id: "goyoDx", name: "現場蔵 御用達DX", shortName: "御用達DX", launchedOn: "2022-04-11", onSale: true },
];

/** The server's cross-app context as support's pages see it: goyo's editions, nothing else. */
export const testLoadContext: LoadContext = emptyLoadContext({
  editions: async () => [...publishedLedgerEditions],
});
