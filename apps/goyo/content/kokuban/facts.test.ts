import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { specialCompareContent } from "../../../news/content/special/specialCompare";
import { kokubanFaq } from "../../../support/content/faq/kokuban";
import { kokubanFacts, kokubanOsText } from "./facts";
import { kokubanSpecContent } from "./spec";
import { kokubanTopContent } from "./top";

/**
 * Contradictions C12 and C16: the 工事黒板 app's OS and trial length are one record. The OS follows the
 * newest announcement that changes it; every page that states either fact states the record's value.
 */
const announcements = new URL("../../../shell/content/company/announcements/entries/", import.meta.url);

describe("the 工事黒板 app's facts", () => {
  it("require the iOS version of the newest announcement that sets it", () => {
    const stated = readdirSync(announcements)
      .map((file) => readFileSync(new URL(file, announcements), "utf8"))
      .filter((text) => /^title: .*工事黒板/mu.test(text))
      .flatMap((text) => {
        const version = /動作環境をiOS (\d+)以降/u.exec(text)?.[1];
        const date = /^date: (\S+)$/mu.exec(text)?.[1] ?? "";
        return version ? [{ date, version: Number(version) }] : [];
      })
      .sort((a, b) => b.date.localeCompare(a.date));
    expect(stated[0]?.version).toBe(kokubanFacts.minimumIos);
  });

  it("are stated as the record has them on every page that states them", () => {
    const texts = [kokubanTopContent, kokubanSpecContent, kokubanFaq, specialCompareContent].map((content) =>
      JSON.stringify(content),
    );
    const sentences = texts.join("").split(/(?<=。)|","/u);
    for (const sentence of sentences.filter((text) => /iOS \d+以降/u.test(text))) {
      expect(sentence).toMatch(new RegExp(`iOS ${kokubanFacts.minimumIos}以降`, "u"));
    }
    for (const sentence of sentences.filter(
      (text) => /工事黒板|App Store/u.test(text) && /無料/u.test(text),
    )) {
      if (/\d+(日間|か月)/u.test(sentence)) expect(sentence).toContain(`${kokubanFacts.trialDays}日間`);
    }
    expect(texts.join("")).toContain(kokubanOsText);
  });
});
