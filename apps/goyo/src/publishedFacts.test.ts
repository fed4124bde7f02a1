import { factProblems, topicFactsOf } from "@genbagura/routing";
import { describe, expect, it } from "vitest";
import { goyoTrial } from "../content/goyo/trialTerms";
import { kokubanFacts, kokubanOsText } from "../content/kokuban/facts";
import { kokubanDocumentPdfSent } from "../content/landing/kokubanRequest";
import { facts } from "./publishedFacts";

describe("the blackboard app's published facts", () => {
  it("accept the record's own wording and refuse the version before it", async () => {
    const published = await facts();
    expect(factProblems(`現場蔵 工事黒板は${kokubanOsText}で使えます。`, published)).toEqual([]);
    const older = kokubanFacts.minimumIos - 1;
    expect(factProblems(`現場蔵 工事黒板は、iOS ${older}以降のiPhoneで使えます。`, published)).toHaveLength(
      1,
    );
  });

  it("tell the two trials apart: 御用達DX's months and the app's days", async () => {
    const published = await facts();
    const dx = `御用達DXは${goyoTrial.months}か月間、無料でお試しいただけます。`;
    const app = `現場蔵 工事黒板は${kokubanFacts.trialDays}日間、無料でお試しいただけます。`;
    expect(factProblems(`${dx}${app}`, published)).toEqual([]);
    expect(
      factProblems(`現場蔵 工事黒板は${goyoTrial.months}か月間、無料でお試しいただけます。`, published),
    ).toHaveLength(1);
  });

  it("offer AI工事黒板 from its launch on, not as a preview (C11)", async () => {
    const published = await facts();
    const launched = published.find((fact) => fact.id === "kokuban.aiLaunched");
    expect(launched?.values).toEqual([
      kokubanFacts.aiLaunched <= new Date().toISOString().slice(0, 10) ? "提供中" : "先行提供",
    ]);
    expect(factProblems("AI工事黒板は、先行体験へのお申し込みを受け付けています。", published)).toEqual(
      launched?.values[0] === "提供中" ? [expect.stringContaining("kokuban.aiLaunched")] : [],
    );
  });

  it("read the app's own document request on the family's pages", async () => {
    const published = await facts();
    const sentence = `送信後${kokubanDocumentPdfSent}、資料のPDFをダウンロードできるアドレスをメールでお送りします。`;
    expect(factProblems(sentence, published, topicFactsOf(published))).toEqual([]);
  });
});
