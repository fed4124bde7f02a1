// The fact check at publish (ARCHITECTURE.md section 12): a page's prose may not restate a recorded fact
// differently. A value written in a sentence (an ingress rating, an OS version…) is read as a claim about
// the product it modifies or the nearest one named before it in that sentence; a sentence that names none
// speaks of the page's topic, and a fact of the whole site (a reply time) holds on every page. When the
// record holds a fact of the same kind, the value must be one the record allows. A change over time is
// written with its date, and a dated sentence is history, not a claim about today.
import type { FactKind, RecordedFact } from "./contract";

/** How prose writes a value of each kind; the group that matched is the value compared with the record. */
export const factKinds: Record<FactKind, RegExp> = {
  ingress: /IP(\d{2})/gu,
  capacity: /(\d+) ?Wh/gu,
  // 「iOS 17以降」, not the 「iPadOS 17以降」 beside it (a fact of its own).
  ios: /(?<!iPad)iOS ?(\d{2})(?:以降|以上)/gu,
  // A trial's length with its unit: 「2か月間無料でお試し」「30日間の無料トライアル」, not a campaign's
  // 「6か月間無料」.
  "trial-length": /(\d+(?:か月|日))間?[^。]{0,12}?(?:お試し|試用|トライアル)/gu,
  // What a trial opens: 「スタンダードプランのすべての機能を…お試し」, never 「有料プランのすべての機能」.
  "trial-scope": /([ァ-ヶー有料]+プラン)のすべての機能を[^。]{0,16}?(?:無料|お試し|試用)/gu,
  // How monthly billing is paid: 「月額払いはクレジットカードで」, 「口座振替(…月額払い)」.
  "monthly-payment":
    /月額払い[^。、]{0,8}?(クレジットカード|口座振替|請求書払い|銀行振込)|(クレジットカード|口座振替|請求書払い|銀行振込)[^。、]{0,12}?月額払い/gu,
  // When a monthly contract ends: 「申し込んだ月の末日で終了」, never 「その更新日で解約」.
  "monthly-cancellation": /(月の末日|更新日)(?:で|に)(?:解約|終了)/gu,
  // The industry a teaser gives the case it links to: 「…土木会社の導入事例を読む」.
  industry: /(土木|建築|設備|電気|舗装|住宅|物流|造園|塗装)(?:会社|工事会社|業者)/gu,
  // Whether a device passed the drop test: 「落下試験は実施していません」「落下試験の対象外」 against
  // 「落下試験に準拠」「…第三者機関で実施しました」; a table cell (「 | 」) ends the search.
  "drop-test": /落下試験[^。|]{0,60}?(対象外|実施していません|準拠|合格|実施しました)/gu,
  // When the care service ships a replacement unit: 「代替機を最短当日に発送」「翌営業日に代替機を発送」.
  "replacement-shipping":
    /代替機を(?:最短)?(当日|翌営業日)に?発送|(?:最短)?(当日|翌営業日)(?:に|発送の)代替機/gu,
  // How soon an enquiry is first answered: 「2営業日以内にご連絡します」「最初の回答 | 翌営業日まで」; 「ご連絡
  // から2営業日以内にお返事がない場合」 is the visitor's answer, not ours.
  "reply-time":
    /(?:回答|ご連絡|返信)(?!から)[^。]{0,10}?(\d+営業日以内|翌営業日まで)|(\d+営業日以内|翌営業日まで)に?(?:担当者から|、)?(?:メールまたはお電話で|お電話またはメールで)?ご連絡(?:します|いたします)/gu,
  // How soon a requested document's PDF is sent: 「1営業日以内に…資料のPDFをお送りします」, never 「資料を
  // すぐにお送りします」 when it is not.
  "document-delivery":
    /(?:資料|PDF)[^。]{0,40}?(すぐに|\d+営業日以内)に?[^。]{0,10}?(?:お送り|お届け)|(すぐに|\d+営業日以内)に?、?[^。]{0,30}?(?:資料|PDF)[^。]{0,24}?(?:お送り|お届け)/gu,
  // Whether a service is offered or only previewed: 「先行体験へのお申し込み」 of a launched service.
  availability: /(先行体験|先行提供|試験提供|プレビュー版|提供予定|提供しています|提供中)/gu,
  // How many plans a service offers: 「4つのプランからお選びいただけます」.
  "plan-count": /([0-9０-９]+|[一二三四五六七八九])つのプラン/gu,
};

/**
 * Phrases a kind's pattern captures that write one recorded value another way: 「落下試験は実施していません」
 * is the record's 対象外. A value not listed here is compared as written.
 */
export const factValueWords: Partial<Record<FactKind, Record<string, string>>> = {
  "drop-test": { 実施していません: "対象外", 合格: "準拠", 実施しました: "準拠" },
  availability: {
    先行体験: "先行提供",
    試験提供: "先行提供",
    プレビュー版: "先行提供",
    提供予定: "先行提供",
    提供しています: "提供中",
  },
  "plan-count": { 一: "1", 二: "2", 三: "3", 四: "4", 五: "5", 六: "6", 七: "7", 八: "8", 九: "9" },
};

const recordedValueOf = (kind: FactKind, written: string): string =>
  factValueWords[kind]?.[written] ??
  written.replace(/[０-９]/gu, (digit) => String(digit.charCodeAt(0) - 0xfee0));

/** How a link's target is written into the text: a teaser then names its case as a subject (`〔/case/016〕`). */
export const linkMark = (href: string): string => `〔${href}〕`;

/** A sentence that dates what it says (「2022年1月まで」「当時の」) states history. */
const datedHistory = /\d{4}年[^。]{0,8}?(まで|から|以前|より前)|当時/u;

/** A name followed by these is a family, not the product (「現場蔵Padシリーズ」). */
const familySuffix = /^(シリーズ|各機種|全機種)/u;

interface Mention {
  start: number;
  end: number;
  subject: string;
}

/** The text of a page's first `<h1>`: the page's own subject when it names one. */
export function headingOf(html: string): string {
  return (/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "").replace(/<[^>]*>/g, "").trim();
}

/**
 * The text of a page's `<main>`, one block (paragraph, list item, cell, heading) per line; a link to a page
 * of the site is followed by its target (`linkMark`).
 */
export function mainTextOf(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? "";
  return (
    main
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, "")
      .replace(
        /<a\b[^>]*\bhref="(\/[^"#?]*)[^"]*"[^>]*>([\s\S]*?)<\/a>/g,
        (_, href: string, inner: string) => `${inner}${linkMark(href)}`,
      )
      // A table row reads as one line, its cells apart: 「最初の回答 | 2営業日以内」 states one fact.
      .replace(/<\/(td|th)>/g, " | ")
      .replace(/<(br|\/p|\/li|\/tr|\/h[1-6]|\/dt|\/dd|\/div|\/caption|\/figcaption)\b[^>]*>/g, "\n")
      .replace(/<[^>]*>/g, "")
      .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
      .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&nbsp;/g, " ")
      .replace(/&amp;/g, "&")
  );
}

function sentencesOf(text: string): string[] {
  return text
    .split(/\n|(?<=[。！？])/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== "");
}

const isWordCharacter = (character: string | undefined) =>
  character !== undefined && /[A-Za-z0-9]/.test(character);

/** Where each subject is named in a sentence: the longest name wins, and a name inside a longer word does not count. */
function mentionsIn(sentence: string, subjects: readonly string[]): Mention[] {
  const mentions: Mention[] = [];
  let index = 0;
  while (index < sentence.length) {
    const subject = subjects.find((candidate) => {
      if (!sentence.startsWith(candidate, index)) return false;
      const after = sentence.slice(index + candidate.length);
      if (isWordCharacter(sentence[index - 1]) || isWordCharacter(after[0])) return false;
      // 「Pad Tough」 is not 「Pad」 followed by a word.
      if (/^ [A-Z0-9]/.test(after)) return false;
      return !familySuffix.test(after);
    });
    if (subject === undefined) {
      index += 1;
      continue;
    }
    mentions.push({ start: index, end: index + subject.length, subject });
    index += subject.length;
  }
  return mentions;
}

/** The subjects `text` names, each once, in the order first named (the longest name wins, as for a claim). */
export function namesIn(text: string, subjects: readonly string[]): string[] {
  const longestFirst = [...subjects].sort((a, b) => b.length - a.length);
  return [
    ...new Set(
      sentencesOf(text)
        .flatMap((line) => mentionsIn(line, longestFirst))
        .map((mention) => mention.subject),
    ),
  ];
}

/** A value that modifies what follows it (「IP68のPad Tough 10」) speaks of the subject named just after it. */
const modifierGap = /^の[^、。]{0,14}$/u;

/**
 * The subject a value at `match` speaks of: the one it modifies (「IP68の…Pad Tough 10」), else the nearest
 * named before it in the sentence; null when it modifies something that is no subject, undefined when the
 * sentence names none.
 */
function subjectOf(
  sentence: string,
  match: RegExpMatchArray,
  mentions: readonly Mention[],
): Mention | undefined | null {
  const start = match.index ?? 0;
  const end = start + match[0].length;
  // 「口座振替(現場蔵クラウドの月額払い)」: the name inside the claim is its subject.
  const inside = mentions.find((mention) => mention.start >= start && mention.end <= end);
  if (inside) return inside;
  const following = mentions.find((mention) => mention.start >= end);
  if (following && modifierGap.test(sentence.slice(end, following.start))) return following;
  const preceding = mentions.filter((mention) => mention.end <= start).at(-1);
  // 「現場蔵PadはIP54の防滴性能」 still speaks of the Pad; 「Padで足りない現場には、IP68のToughシリーズ」 and
  // 「落下試験に準拠したToughシリーズ」 do not.
  if (
    /^(?:の|した|する)/u.test(sentence.slice(end)) &&
    (preceding === undefined || start - preceding.end > 8)
  ) {
    return null;
  }
  return preceding;
}

/**
 * Kinds a page's prose states of the page's own product without naming it: a spec table's note
 * (「落下試験は…第三者機関で実施しました。」), a request form's offer (「先行体験へのお申し込み」). A capacity or a rating in prose that names nothing is as often
 * the successor's or the series', so those need a name.
 */
const kindsOfPageProduct: ReadonlySet<FactKind> = new Set(["drop-test", "availability"]);

/** A sentence of prose ends with its full stop; a table cell or a label does not. */
const isProse = (sentence: string): boolean => /[。！？]$/u.test(sentence);

/**
 * The facts of the one thing a page's heading names (「現場蔵Pad Tough」), none when it names several or
 * none: prose on the page that names nothing speaks of it (「落下試験は…第三者機関で実施しました。」).
 */
function factsNamedBy(
  heading: string,
  facts: readonly RecordedFact[],
  subjects: readonly string[],
): RecordedFact[] {
  const named = new Set(mentionsIn(heading, subjects).map((mention) => mention.subject));
  const [subject] = named;
  if (named.size !== 1 || subject === undefined) return [];
  return facts.filter((fact) => fact.subjects.includes(subject));
}

/** What one page is read against: every record, its family's topic and its heading's product. */
interface PageFacts {
  facts: readonly RecordedFact[];
  topicFacts: readonly RecordedFact[];
  headingFacts: readonly RecordedFact[];
}

/**
 * The record a value of `kind` at `match` is read against and whom it is about; null when the value
 * modifies something that is no subject, undefined when no record speaks of it.
 */
function recordFor(
  kind: FactKind,
  sentence: string,
  match: RegExpMatchArray,
  mentions: readonly Mention[],
  page: PageFacts,
): { fact: RecordedFact; about: string } | null | undefined {
  const ofKind = (candidate: RecordedFact) => candidate.kind === kind;
  const own = page.topicFacts.find(ofKind);
  // A fact of the whole site (a reply time) holds whoever the sentence names, unless the page's family
  // records its own (a form of its own that answers sooner).
  const siteWide = page.facts.find((candidate) => ofKind(candidate) && candidate.subjects.length === 0);
  if (siteWide) {
    const fact = own && (own.subjects.length === 0 || mentions.length === 0) ? own : siteWide;
    return { fact, about: "the site" };
  }
  const subject = subjectOf(sentence, match, mentions);
  if (subject === null) return null;
  if (subject) {
    const fact = page.facts.find(
      (candidate) => ofKind(candidate) && candidate.subjects.includes(subject.subject),
    );
    return fact && { fact, about: subject.subject };
  }
  // A sentence that names nothing speaks of the page's topic.
  if (mentions.length > 0) return undefined;
  const fact =
    own ?? (isProse(sentence) && kindsOfPageProduct.has(kind) ? page.headingFacts.find(ofKind) : undefined);
  return fact && { fact, about: "the page's product" };
}

/**
 * What `text` states against the `facts`: one line per claim, naming the sentence, the value it writes,
 * the record it contradicts and what the record says. A sentence that names no subject speaks of the page's
 * own topic: `topicFacts`, the facts of the family that owns the page that are the only ones of their kind
 * there (the cloud's trial on a cloud page), and for a page's spec notes the product its `heading` names.
 */
export function factProblems(
  text: string,
  facts: readonly RecordedFact[],
  topicFacts: readonly RecordedFact[] = [],
  heading = "",
): string[] {
  const subjects = [...new Set(facts.flatMap((fact) => fact.subjects))].sort((a, b) => b.length - a.length);
  const page: PageFacts = { facts, topicFacts, headingFacts: factsNamedBy(heading, facts, subjects) };
  const kinds = [...new Set(facts.map((fact) => fact.kind))].map((kind) => [kind, factKinds[kind]] as const);
  const problems: string[] = [];
  for (const sentence of sentencesOf(text)) {
    const values = kinds.flatMap(([kind, pattern]) =>
      [...sentence.matchAll(pattern)].map((match) => ({ kind, match })),
    );
    // Most sentences state no value of any kind: only those are searched for names.
    if (values.length === 0 || datedHistory.test(sentence)) continue;
    const mentions = mentionsIn(sentence, subjects);
    for (const { kind, match } of values) {
      const written = match.slice(1).find((group) => group !== undefined);
      const record = written === undefined ? undefined : recordFor(kind, sentence, match, mentions, page);
      if (!record || written === undefined || record.fact.values.includes(recordedValueOf(kind, written))) {
        continue;
      }
      problems.push(
        `「${sentence}」 gives ${record.about} ${match[0]}, but ${record.fact.id} records ${record.fact.values.join(" or ")}`,
      );
    }
  }
  return problems;
}

/**
 * A PDF's text as the fact check reads it: its `title` metadata and one line per printed block, a
 * paragraph whole however it wraps, a table row with its cells apart (「耐衝撃 | 対象外」).
 */
export interface PrintedDocument {
  title?: string;
  lines: readonly string[];
}

/**
 * Where an app's build writes the text of its PDFs, under its client output, as a JSON object of
 * `PrintedDocument` by the PDF's file there (`documents/pad-spec.pdf`). It is served with the PDFs at
 * the version's asset address; that is harmless, since it holds only what those public PDFs print.
 */
export const printedTextFile = "documents/printed-text.json";

/**
 * What a printed document states against the `facts`. The title names the document's own product, as a
 * page's <h1> does. A sentence that names no subject speaks of the topic of `ownerFacts`, the records of
 * the family that publishes the document (all of `facts` when left out).
 */
export function printedFactProblems(
  printed: PrintedDocument,
  facts: readonly RecordedFact[],
  ownerFacts: readonly RecordedFact[] = facts,
): string[] {
  const heading = printed.title?.replace(/ \| 現場蔵$/u, "") ?? "";
  return factProblems(printed.lines.join("\n"), facts, topicFactsOf(ownerFacts), heading);
}

/** The facts a page of an owner speaks of without naming them: the owner's only fact of each kind. */
export function topicFactsOf(ownerFacts: readonly RecordedFact[]): RecordedFact[] {
  return ownerFacts.filter((fact) => ownerFacts.filter((other) => other.kind === fact.kind).length === 1);
}
