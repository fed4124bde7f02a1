// The fact check at publish (ARCHITECTURE.md section 12): a page's prose may not restate a recorded fact
// differently. A value written in a sentence (an ingress rating, an OS version…) is read as a claim about
// the nearest product named before it (in that sentence, else the last one named on the page before it);
// when that product's record holds a fact of the same kind, the value must be one the record allows. A change over time is written with its date, and a
// dated sentence is history, not a claim about today.
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
    /月額払い[^。]{0,8}?(クレジットカード|口座振替|請求書払い|銀行振込)|(クレジットカード|口座振替|請求書払い|銀行振込)[^。、]{0,12}?月額払い/gu,
  // When a monthly contract ends: 「申し込んだ月の末日で終了」, never 「その更新日で解約」.
  "monthly-cancellation": /(月の末日|更新日)(?:で|に)(?:解約|終了)/gu,
  // The industry a teaser gives the case it links to: 「…土木会社の導入事例を読む」.
  industry: /(土木|建築|設備|電気|舗装|住宅|物流|造園|塗装)(?:会社|工事会社|業者)/gu,
};

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

/**
 * The text of a page's `<main>`, one block (paragraph, list item, cell, heading) per line; a link to a page
 * of the site is followed by its target (`linkMark`).
 */
export function mainTextOf(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? "";
  return main
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, "")
    .replace(
      /<a\b[^>]*\bhref="(\/[^"#?]*)[^"]*"[^>]*>([\s\S]*?)<\/a>/g,
      (_, href: string, inner: string) => `${inner}${linkMark(href)}`,
    )
    .replace(/<(br|\/p|\/li|\/td|\/th|\/h[1-6]|\/dt|\/dd|\/div|\/caption|\/figcaption)\b[^>]*>/g, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");
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
  // 「現場蔵PadはIP54の防滴性能」 still speaks of the Pad; 「Padで足りない現場には、IP68のToughシリーズ」 does not.
  if (sentence.startsWith("の", end) && (preceding === undefined || start - preceding.end > 8)) return null;
  return preceding;
}

/**
 * What `text` states against the `facts`: one line per claim, naming the sentence, the value it writes,
 * the record it contradicts and what the record says. A sentence that names no subject speaks of the page's
 * own topic: `topicFacts`, the facts of the family that owns the page that are the only ones of their kind
 * there (the cloud's trial on a cloud page).
 */
export function factProblems(
  text: string,
  facts: readonly RecordedFact[],
  topicFacts: readonly RecordedFact[] = [],
): string[] {
  const subjects = [...new Set(facts.flatMap((fact) => fact.subjects))].sort((a, b) => b.length - a.length);
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
      const value = match.slice(1).find((group) => group !== undefined);
      const subject = subjectOf(sentence, match, mentions);
      if (value === undefined || subject === null) continue;
      const fact =
        subject === undefined
          ? mentions.length === 0
            ? topicFacts.find((candidate) => candidate.kind === kind)
            : undefined
          : facts.find(
              (candidate) => candidate.kind === kind && candidate.subjects.includes(subject.subject),
            );
      if (fact === undefined || fact.values.includes(value)) continue;
      problems.push(
        `「${sentence}」 gives ${subject?.subject ?? "the page's product"} ${match[0]}, but ${fact.id} records ${fact.values.join(" or ")}`,
      );
    }
  }
  return problems;
}

/** The facts a page of an owner speaks of without naming them: the owner's only fact of each kind. */
export function topicFactsOf(ownerFacts: readonly RecordedFact[]): RecordedFact[] {
  return ownerFacts.filter((fact) => ownerFacts.filter((other) => other.kind === fact.kind).length === 1);
}
