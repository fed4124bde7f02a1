import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  type AppName,
  appNames,
  artifactUrl,
  type PrintedDocument,
  printedFactProblems,
  printedTextFile,
  type RecordedFact,
} from "@genbagura/routing";
import type { SiteLayout } from "../site/siteLayout";

/**
 * The fact check over the PDFs of a set of versions (ARCHITECTURE.md section 12): each app's build writes
 * what its PDFs print beside them (`printedTextFile`), and every PDF is read against every record, its
 * unnamed sentences against its own family's. One line per problem, naming the PDF by its address.
 */
export function documentFactProblems(
  layout: SiteLayout,
  versions: Record<AppName, string>,
  factsByOwner: Partial<Record<AppName, readonly RecordedFact[]>>,
): string[] {
  const facts = Object.values(factsByOwner).flat();
  const problems: string[] = [];
  for (const app of appNames) {
    const file = path.join(layout.versionDir(app, versions[app]), "client", printedTextFile);
    // An app that publishes no PDF writes no text.
    if (!existsSync(file)) continue;
    const printed = JSON.parse(readFileSync(file, "utf8")) as Record<string, PrintedDocument>;
    for (const [document, text] of Object.entries(printed)) {
      for (const problem of printedFactProblems(text, facts, factsByOwner[app] ?? [])) {
        problems.push(`${artifactUrl(app, versions[app], document)}: fact check: ${problem}`);
      }
    }
  }
  return problems;
}
