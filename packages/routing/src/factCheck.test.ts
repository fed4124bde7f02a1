import { describe, expect, it } from "vitest";
import type { RecordedFact } from "./contract";
import { factProblems, mainTextOf, topicFactsOf } from "./factCheck";

// Records as the remotes publish them (their shape, not today's values).
const ingress = (id: string, subjects: string[], rating: string): RecordedFact => ({
  id: `${id}.ipRating`,
  kind: "ingress",
  subjects,
  values: [rating],
});
const facts: RecordedFact[] = [
  ingress("pad", ["現場蔵Pad"], "54"),
  ingress("pad-tough", ["現場蔵Pad Tough", "Pad Tough"], "68"),
  ingress("pad-tough-10", ["現場蔵Pad Tough 10", "Pad Tough 10"], "65"),
  {
    id: "kokuban.minimumIos",
    kind: "ios",
    subjects: ["現場蔵 工事黒板"],
    values: ["17"],
  },
];
const cloudFacts: RecordedFact[] = [
  { id: "cloud.trial.months", kind: "trial-length", subjects: ["現場蔵クラウド"], values: ["2か月"] },
  {
    id: "cloud.trial.planId",
    kind: "trial-scope",
    subjects: ["現場蔵クラウド"],
    values: ["スタンダードプラン"],
  },
];

describe("the fact check", () => {
  it("refuses a card that gives a product another product's rating (C1)", () => {
    const problems = factProblems("現場蔵PadはIP68の防水性能で、雨の現場でも使えます。", facts);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain("現場蔵Pad IP68");
    expect(problems[0]).toContain("pad.ipRating records 54");
  });

  it("refuses an old minimum OS for the blackboard app (C12)", () => {
    const problems = factProblems("現場蔵 工事黒板は、iOS 16以降のiPhoneで使えます。", facts);
    expect(problems).toEqual([expect.stringContaining("kokuban.minimumIos records 17")]);
  });

  it("reads each value against the nearest product named before it", () => {
    const text = "現場蔵PadはIP54、現場蔵Pad ToughはIP68、Pad Tough 10はIP65です。";
    expect(factProblems(text, facts)).toEqual([]);
    expect(factProblems("現場蔵PadはIP54、現場蔵Pad ToughはIP54です。", facts)).toEqual([
      expect.stringContaining("pad-tough.ipRating"),
    ]);
  });

  it("reads a value that modifies a name as a claim about that name (「IP68のPad Tough」)", () => {
    expect(
      factProblems("雨の多い現場では、IP68の防塵・防水性能を持つPad Toughをおすすめします。", facts),
    ).toEqual([]);
    expect(factProblems("現場蔵Padより、IP54のPad Toughが向いています。", facts)).toEqual([
      expect.stringContaining("pad-tough.ipRating records 68"),
    ]);
    // What it modifies is no subject: nothing is claimed about the product named before it.
    expect(factProblems("現場蔵Padで足りない現場には、IP68のToughシリーズがあります。", facts)).toEqual([]);
  });

  it("reads a sentence that names nothing as the page family's own trial (C3, C16)", () => {
    const topic = topicFactsOf(cloudFacts);
    const all = [...facts, ...cloudFacts];
    expect(
      factProblems("スタンダードプランのすべての機能を2か月間無料でお試しいただけます。", all, topic),
    ).toEqual([]);
    expect(factProblems("有料プランのすべての機能を2か月間無料でお試しいただけます。", all, topic)).toEqual([
      expect.stringContaining("cloud.trial.planId records スタンダードプラン"),
    ]);
    expect(factProblems("まずは30日間、無料でお試しください。", all, topic)).toEqual([
      expect.stringContaining("cloud.trial.months records 2か月"),
    ]);
    // On a page of another family the same sentence is not about the cloud.
    expect(factProblems("まずは30日間、無料でお試しください。", all, [])).toEqual([]);
    // A campaign's free months are not the trial.
    expect(
      factProblems("現場蔵クラウドの事務所用アカウントを6か月間無料で追加できます。", all, topic),
    ).toEqual([]);
  });

  it("reads how the cloud's monthly billing is paid and ends (C4, C5)", () => {
    const billing: RecordedFact[] = [
      {
        id: "cloud.pay",
        kind: "monthly-payment",
        subjects: ["現場蔵クラウド"],
        values: ["クレジットカード"],
      },
      { id: "cloud.end", kind: "monthly-cancellation", subjects: ["現場蔵クラウド"], values: ["月の末日"] },
    ];
    expect(factProblems("現場蔵クラウドの月額払いはクレジットカードでのお支払いです。", billing)).toEqual([]);
    expect(factProblems("お支払い方法:口座振替(現場蔵クラウドの月額払い)。", billing)).toEqual([
      expect.stringContaining("cloud.pay records クレジットカード"),
    ]);
    expect(factProblems("現場蔵クラウドは、解約を申し込んだ月の末日で終了します。", billing)).toEqual([]);
    expect(factProblems("現場蔵クラウドの有料プランは、その更新日で解約となります。", billing)).toEqual([
      expect.stringContaining("cloud.end records 月の末日"),
    ]);
  });

  it("takes as topic only a family's one fact of a kind", () => {
    const twoTrials: RecordedFact[] = [
      { id: "a.trial", kind: "trial-length", subjects: ["A"], values: ["2か月"] },
      { id: "b.trial", kind: "trial-length", subjects: ["B"], values: ["30日"] },
    ];
    expect(topicFactsOf(twoTrials)).toEqual([]);
    expect(topicFactsOf(cloudFacts)).toEqual(cloudFacts);
  });

  it("reads a teaser against the case it links to (C10)", () => {
    const caseFacts: RecordedFact[] = [
      { id: "case/016.industry", kind: "industry", subjects: ["〔/case/016〕"], values: ["住宅"] },
    ];
    const teaser = (industry: string) =>
      mainTextOf(
        `<main><p><a href="/case/016">夕方の手渡しをやめた${industry}会社の導入事例を読む</a></p></main>`,
      );
    expect(factProblems(teaser("住宅"), caseFacts)).toEqual([]);
    expect(factProblems(teaser("土木"), caseFacts)).toEqual([
      expect.stringContaining("case/016.industry records 住宅"),
    ]);
  });

  it("lets history stand when the sentence dates it", () => {
    expect(factProblems("2026年10月1日まで、現場蔵 工事黒板はiOS 16以上で動きました。", facts)).toEqual([]);
    expect(factProblems("当時の現場蔵PadはIP52でした。", facts)).toEqual([]);
  });

  it("does not read a family, another word or iPadOS as the product", () => {
    expect(factProblems("現場蔵PadシリーズはIP68までそろいます。", facts)).toEqual([]);
    expect(factProblems("現場蔵PadXはIP68です。", facts)).toEqual([]);
    expect(factProblems("現場蔵 工事黒板はiPadOS 16以降にも対応します。", facts)).toEqual([]);
    expect(factProblems("IP68の端末を選びましょう。", facts)).toEqual([]);
  });

  it("reads the visible text of <main>, block by block", () => {
    const html =
      '<header>現場蔵PadはIP68</header><main><p>現場蔵Pad</p><p>IP68&amp;防水</p><ul><li>現場蔵PadはIP68</li></ul><script>"現場蔵PadはIP68"</script></main>';
    const text = mainTextOf(html);
    expect(text).not.toContain("script");
    expect(factProblems(text, facts)).toHaveLength(1);
  });
});
