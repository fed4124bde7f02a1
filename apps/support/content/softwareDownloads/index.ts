import type { DownloadRouteData } from "../../src/pageData";
import { connectEditions } from "./connectEditions";
import { connectDownloadPage } from "./connectPage";
import { goyoArchivePages } from "./goyoArchives";
import { ikkatsuBackupPage } from "./ikkatsuBackup";
import { netisMaterialsPage } from "./netisMaterials";

export const softwareDownloadPages: Readonly<Record<string, DownloadRouteData>> = {
  ...Object.fromEntries(
    connectEditions.map((edition) => [edition.path, connectDownloadPage(edition, connectEditions)]),
  ),
  ...goyoArchivePages,
  "/download/ikkatsubackup": ikkatsuBackupPage,
  "/download/netis": netisMaterialsPage,
};
