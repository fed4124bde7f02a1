import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { overCapacityPolicy } from "../apps/cloud/content/plans";
import { endedLedgerEditions } from "../apps/goyo/content/lifecycle";
import { productById } from "../apps/pad-hardware/content/catalogue";

/**
 * Copy rules that hold across the shell and every remote. The source of every app's content and page
 * code is scanned (tests excluded), so a rejected form or a claim that contradicts the owning remote's
 * data fails here, whichever remote it is typed in.
 */

const root = join(import.meta.dirname, "..");
const scanned = /\.(ts|tsx|mjs|json|md)$/;
const excluded = /\.(test|spec)\.(ts|tsx)$|(^|\/)testing\//;

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "node_modules" || entry.name === "dist" ? [] : filesUnder(path);
    return scanned.test(entry.name) && !excluded.test(relative(root, path)) ? [path] : [];
  });
}

const dirsOf = (parent: string, children: readonly string[]) =>
  readdirSync(join(root, parent)).flatMap((name) => children.map((child) => join(root, parent, name, child)));

const sources = [...dirsOf("apps", ["content", "src"]), ...dirsOf("packages", ["src"])]
  .flatMap(filesUnder)
  .map((path) => ({ path: relative(root, path), text: readFileSync(path, "utf8") }));

/** Every line of a file that matches, as `path:line: text`. */
function linesMatching(pattern: RegExp): string[] {
  return sources.flatMap(({ path, text }) =>
    text
      .split("\n")
      .map((line, index) => ({ line, number: index + 1 }))
      .filter(({ line }) => pattern.test(line))
      .map(({ line, number }) => `${path}:${number}: ${line.trim()}`),
  );
}

/** Sentences (split at 。 and line ends) that mention `subject` and match `claim`. */
function sentencesClaiming(subject: RegExp, claim: RegExp): string[] {
  return sources.flatMap(({ path, text }) =>
    text
      .split(/。|\n/)
      .filter((sentence) => subject.test(sentence) && claim.test(sentence))
      .map((sentence) => `${path}: ${sentence.trim()}`),
  );
}

describe("site copy", () => {
  it("finds the source of every app", () => {
    for (const app of ["shell", "cloud", "pad-hardware", "goyo", "support", "news"]) {
      expect(
        sources.some(({ path }) => path.startsWith(`apps/${app}/`)),
        app,
      ).toBe(true);
    }
  });

  describe("notation (content/STYLE.md)", () => {
    it("writes お客様, never お客さま", () => {
      expect(linesMatching(/お客さま/)).toEqual([]);
    });

    it("writes よくあるご質問, never よくある質問", () => {
      expect(linesMatching(/よくある質問/)).toEqual([]);
    });

    it("puts a half-width space between a number and インチ (10.1 インチ)", () => {
      expect(linesMatching(/[0-9０-９]インチ|[0-9] {2,}インチ|[0-9]\u3000インチ/)).toEqual([]);
    });
  });

  describe("claims agree with the data of the remote that owns them", () => {
    it("never calls 現場蔵カメラ free while it has a price (pad-hardware catalogue)", () => {
      expect(productById("cam").price.preTaxYen).toBeGreaterThan(0);
      const free =
        /無料の現場蔵カメラ|無料(の)?アプリ「?現場蔵カメラ|現場蔵カメラ(\([^)]*\))?[::]無料|現場蔵カメラ(は|を|も)無料|現場蔵カメラでの撮影[^、]*無料/;
      expect(sentencesClaiming(/現場蔵カメラ/, free)).toEqual([]);
    });

    it("never says data over a cloud plan's capacity is deleted while the policy keeps it (cloud plans)", () => {
      expect(overCapacityPolicy.deletesStoredData).toBe(false);
      expect(sentencesClaiming(/容量を超え/, /削除され|削除します|消去され/)).toEqual([]);
    });

    it("never offers a ledger edition whose sales ended (goyo lifecycle)", () => {
      const purchase =
        /ご購入いただけ|お求めいただけ|お求めください|新規購入|乗り換え版|購入できます|をお選びください/;
      for (const edition of endedLedgerEditions) {
        expect(sentencesClaiming(new RegExp(edition.shortName), purchase), edition.name).toEqual([]);
      }
    });
  });
});
