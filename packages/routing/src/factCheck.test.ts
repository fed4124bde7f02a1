import { describe, expect, it } from "vitest";
import type { RecordedFact } from "./contract";
import { factProblems, headingOf, mainTextOf, topicFactsOf } from "./factCheck";

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

  describe("the facts of contradictions C2, C6, C11, C13, C14 and C15", () => {
    const dropTest = (id: string, subjects: string[], value: string): RecordedFact => ({
      id: `${id}.dropTest`,
      kind: "drop-test",
      subjects,
      values: [value],
    });
    const hardware: RecordedFact[] = [
      dropTest("pad", ["現場蔵Pad"], "対象外"),
      dropTest("pad-tough", ["現場蔵Pad Tough", "Pad Tough"], "準拠"),
    ];
    const page = (heading: string, body: string) => `<main><h1>${heading}</h1>${body}</main>`;
    const read = (html: string, facts: RecordedFact[], topic: RecordedFact[] = []) =>
      factProblems(mainTextOf(html), facts, topic, headingOf(html));
    const thirdParty =
      "<p>落下試験は、米国国防総省の環境試験規格MIL-STD-810H(Method 516.8)の手順に沿って第三者機関で実施しました。</p>";
    const specRow = (value: string) =>
      `<table><tr><th>耐衝撃(MIL-STD-810H落下試験)</th><td>${value}</td></tr></table>`;

    it("refuses a third-party drop test note on the page of a device never dropped (C2)", () => {
      expect(
        read(
          page("工事写真専用タブレット「現場蔵Pad」", specRow("対象外(落下試験は実施していません)")),
          hardware,
        ),
      ).toEqual([]);
      expect(
        read(page("現場蔵Pad", specRow("対象外(落下試験は実施していません)") + thirdParty), hardware),
      ).toEqual([expect.stringContaining("pad.dropTest records 対象外")]);
      expect(
        read(page("現場蔵Pad Tough", specRow("準拠(高さ1.2 m、26方向)") + thirdParty), hardware),
      ).toEqual([]);
      // A note that names the series it recommends is not about the page's device.
      expect(
        read(
          page("現場蔵Pad", "<p>足場の上では、落下試験に準拠したToughシリーズをご検討ください。</p>"),
          hardware,
        ),
      ).toEqual([]);
      expect(factProblems("現場蔵Pad Toughは落下試験の対象外です。", hardware)).toEqual([
        expect.stringContaining("pad-tough.dropTest records 準拠"),
      ]);
    });

    it("refuses the care service's old replacement-unit timing, but not its dated history (C13)", () => {
      const care: RecordedFact[] = [
        {
          id: "care.replacementShipping",
          kind: "replacement-shipping",
          subjects: ["現場蔵ケア"],
          values: ["当日"],
        },
      ];
      const topic = topicFactsOf(care);
      expect(factProblems("現場蔵ケアなら、代替機を最短当日に発送します。", care)).toEqual([]);
      expect(factProblems("故障のときは、翌営業日に代替機を発送します。", care, topic)).toEqual([
        expect.stringContaining("care.replacementShipping records 当日"),
      ]);
      expect(factProblems("現場蔵ケアは、代替機を翌営業日に発送します。", care)).toHaveLength(1);
      expect(
        factProblems(
          "2022年1月から、正午までの受付は代替機を当日に発送します(これまでは翌営業日に代替機を発送)。",
          care,
        ),
      ).toEqual([]);
      expect(factProblems("2021年12月まで、現場蔵ケアは代替機を翌営業日に発送していました。", care)).toEqual(
        [],
      );
    });

    const support: RecordedFact[] = [
      { id: "company.firstReply", kind: "reply-time", subjects: [], values: ["2営業日以内"] },
      { id: "company.documentPdf", kind: "document-delivery", subjects: [], values: ["1営業日以内"] },
    ];

    it("reads a reply time against the site's one record, on any page and in a table row (C14)", () => {
      const row = (value: string) =>
        `<main><table><tr><th>フォーム・メールへの最初の回答</th><td>${value}</td></tr></table></main>`;
      expect(factProblems(mainTextOf(row("原則2営業日以内")), support)).toEqual([]);
      expect(factProblems(mainTextOf(row("翌営業日まで")), support)).toEqual([
        expect.stringContaining("company.firstReply records 2営業日以内"),
      ]);
      const all = [...support, ...hardware];
      expect(factProblems("現場蔵Padの担当者から、原則として2営業日以内にご連絡します。", all)).toEqual([]);
      expect(factProblems("現場蔵Padの担当者から、原則として3営業日以内にご連絡します。", all)).toHaveLength(
        1,
      );
      // The visitor's own answer to an offer is no reply of ours.
      expect(
        factProblems("ご連絡から3営業日以内にお返事がない場合は、次の方にお回しします。", support),
      ).toEqual([]);
    });

    it("reads when a requested document arrives, a family's own form before the site's (C15)", () => {
      expect(factProblems("会社名とご連絡先を入力すると、製品資料をすぐにお送りします。", support)).toEqual([
        expect.stringContaining("company.documentPdf records 1営業日以内"),
      ]);
      expect(
        factProblems("1営業日以内に、資料のPDFをダウンロードできるリンクをメールでお送りします。", support),
      ).toEqual([]);
      const ownForm: RecordedFact = {
        id: "app.documentPdfSent",
        kind: "document-delivery",
        subjects: ["アプリの資料"],
        values: ["すぐに"],
      };
      const sentence = "送信後すぐに、資料のPDFをダウンロードできるアドレスをメールでお送りします。";
      expect(factProblems(sentence, [...support, ownForm], topicFactsOf([ownForm]))).toEqual([]);
      expect(factProblems(sentence, [...support, ownForm], [])).toHaveLength(1);
    });

    it("refuses a plan count the plans do not have; the dated launch of a former plan stands (C6)", () => {
      const plans: RecordedFact[] = [
        { id: "cloud.plans", kind: "plan-count", subjects: ["現場蔵クラウド"], values: ["4"] },
      ];
      expect(factProblems("現場蔵クラウドは4つのプランからお選びいただけます。", plans)).toEqual([]);
      expect(factProblems("現場蔵クラウドは五つのプランからお選びいただけます。", plans)).toEqual([
        expect.stringContaining("cloud.plans records 4"),
      ]);
      expect(
        factProblems("2023年1月から、現場蔵クラウドは5つのプランからお選びいただけます。", plans),
      ).toEqual([]);
    });

    it("refuses a preview of a service its record says is offered (C11)", () => {
      const ai: RecordedFact[] = [
        { id: "ai.launched", kind: "availability", subjects: ["AI工事黒板"], values: ["提供中"] },
      ];
      const form = (body: string) => page("AI工事黒板のお問い合わせ", `<p>${body}</p>`);
      expect(read(form("導入のご相談やお見積もりのご依頼を受け付けています。"), ai)).toEqual([]);
      expect(read(form("導入のご相談や、先行体験へのお申し込みを受け付けています。"), ai)).toEqual([
        expect.stringContaining("ai.launched records 提供中"),
      ]);
      expect(factProblems("AI工事黒板は2026年2月10日から提供しています。", ai)).toEqual([]);
    });
  });
});
