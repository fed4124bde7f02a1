import type { DownloadPageEntry } from "../pageData";
import { connectEditions } from "./connectEditions";
import { connectDownloadPage } from "./connectPage";
import { goyoArchivePages } from "./goyoArchives";
import { ikkatsuBackupPage } from "./ikkatsuBackup";
import type { LedgerEditions } from "./ledgerEditions";
import { netisMaterialsPage } from "./netisMaterials";

/** The download pages of support's software, with the ledger editions' status as goyo publishes it. */
export function softwareDownloadPages(ledger: LedgerEditions): Readonly<Record<string, DownloadPageEntry>> {
  return {
    ...Object.fromEntries(
      connectEditions.map((edition) => [edition.path, connectDownloadPage(edition, connectEditions, ledger)]),
    ),
    ...goyoArchivePages(ledger),
    "/download/ikkatsubackup": ikkatsuBackupPage,
    "/download/netis": netisMaterialsPage,
  };
}
