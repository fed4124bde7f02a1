import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  type AppName,
  appNames,
  artifactUrl,
  type PrintedDocument,
  printedTextFile,
  type RecordedFact,
} from "@genbagura/routing";
import { afterAll, describe, expect, it } from "vitest";
import { siteLayout } from "../site/siteLayout";
import { documentFactProblems } from "./documentFactCheck";

// Records in the shape the remotes publish them; the values are the test's own.
const hardwareFacts: RecordedFact[] = [
  { id: "pad.ipRating", kind: "ingress", subjects: ["現場蔵Pad"], values: ["54"] },
  { id: "pad.dropTest", kind: "drop-test", subjects: ["現場蔵Pad"], values: ["対象外"] },
];
const cloudFacts: RecordedFact[] = [
  {
    id: "cloud.trial.planId",
    kind: "trial-scope",
    subjects: ["現場蔵クラウド"],
    values: ["スタンダードプラン"],
  },
];

const root = mkdtempSync(path.join(tmpdir(), "document-facts-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const layout = siteLayout(root);
const versions = Object.fromEntries(appNames.map((app, index) => [app, `${index}`.repeat(10)])) as Record<
  AppName,
  string
>;

/** Publishes an app version whose build wrote this text beside its PDFs, as renderDocuments.mjs does. */
function publishPrinted(app: AppName, documents: Record<string, PrintedDocument>): void {
  const file = path.join(layout.versionDir(app, versions[app]), "client", printedTextFile);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(documents));
}

const padSheet = (warranty: string): PrintedDocument => ({
  title: "現場蔵Pad 仕様書 | 現場蔵",
  lines: [
    "防塵・防水 | IP54(防塵・防滴)",
    "耐衝撃(MIL-STD-810H落下試験) | 対象外(落下試験は実施していません)",
    warranty,
  ],
});

describe("the fact check of a publish over the PDFs", () => {
  it("refuses a PDF that contradicts a record, naming the PDF's address and the fact", () => {
    publishPrinted("pad-hardware", {
      "documents/pad-spec.pdf": padSheet("雨の現場でも、IP68の現場蔵Padならそのまま撮影を続けられます。"),
    });
    const problems = documentFactProblems(layout, versions, { "pad-hardware": hardwareFacts });
    expect(
      problems[0]?.startsWith(
        `${artifactUrl("pad-hardware", versions["pad-hardware"], "documents/pad-spec.pdf")}: `,
      ),
    ).toBe(true);
    expect(problems).toEqual([expect.stringMatching(/: fact check: .*pad\.ipRating records 54/u)]);
  });

  it("reads a sentence of a PDF that names nothing as its title's product (the drop test note, C2)", () => {
    publishPrinted("pad-hardware", {
      "documents/pad-spec.pdf": padSheet("落下試験は、MIL-STD-810Hの手順に沿って第三者機関で実施しました。"),
    });
    expect(documentFactProblems(layout, versions, { "pad-hardware": hardwareFacts })).toEqual([
      expect.stringContaining("pad.dropTest records 対象外"),
    ]);
  });

  it("reads a family's PDF against every family's records and its unnamed sentences against its own", () => {
    publishPrinted("pad-hardware", { "documents/pad-spec.pdf": padSheet("保証期間は1年です。") });
    publishPrinted("cloud", {
      "documents/plan-comparison.pdf": {
        title: "料金プランの比較 | 現場蔵",
        lines: ["無料トライアルでは、有料プランのすべての機能を2か月間お試しいただけます。"],
      },
    });
    const byOwner = { "pad-hardware": hardwareFacts, cloud: cloudFacts };
    expect(documentFactProblems(layout, versions, byOwner)).toEqual([
      expect.stringMatching(
        /^\/assets\/cloud\/[0-9]{10}\/documents\/plan-comparison\.pdf: .*cloud\.trial\.planId/u,
      ),
    ]);
  });

  it("passes PDFs that agree with the records, and versions that publish no PDF", () => {
    publishPrinted("cloud", {
      "documents/plan-comparison.pdf": {
        title: "料金プランの比較 | 現場蔵",
        lines: ["無料トライアルでは、スタンダードプランのすべての機能を2か月間お試しいただけます。"],
      },
    });
    const byOwner = { "pad-hardware": hardwareFacts, cloud: cloudFacts };
    expect(documentFactProblems(layout, versions, byOwner)).toEqual([]);
  });
});
