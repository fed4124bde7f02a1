// The fact check at publish (ARCHITECTURE.md section 12): a page's prose may not restate a recorded fact
// differently. A value written in a sentence (an ingress rating, an OS version…) is read as a claim about
// the nearest product named before it in that sentence; when that product's record holds a fact of the
// same kind, the value must be one the record allows. A change over time is written with its date, and a
// dated sentence is history, not a claim about today.
import type { RecordedFact } from "./contract";

/** A sentence that dates what it says (「2022年1月まで」「当時の」) states history. */
const datedHistory = /\d{4}年[^。]{0,8}?(まで|から|以前|より前)|当時/u;

/** A name followed by these is a family, not the product (「現場蔵Padシリーズ」). */
const familySuffix = /^(シリーズ|各機種|全機種)/u;

interface Mention {
  end: number;
  subject: string;
}

/** The text of a page's `<main>`, one block (paragraph, list item, cell, heading) per line. */
export function mainTextOf(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? "";
  return main
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, "")
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
    index += subject.length;
    mentions.push({ end: index, subject });
  }
  return mentions;
}

/**
 * What `text` states against the `facts`: one line per claim, naming the sentence, the value it writes,
 * the record it contradicts and what the record says.
 */
export function factProblems(text: string, facts: readonly RecordedFact[]): string[] {
  const subjects = [...new Set(facts.flatMap((fact) => fact.subjects))].sort((a, b) => b.length - a.length);
  const kinds = new Map<string, RegExp>();
  for (const fact of facts) if (!kinds.has(fact.kind)) kinds.set(fact.kind, new RegExp(fact.pattern, "gu"));
  const problems: string[] = [];
  for (const sentence of sentencesOf(text)) {
    const values = [...kinds].flatMap(([kind, pattern]) =>
      [...sentence.matchAll(pattern)].map((match) => ({ kind, match })),
    );
    // Most sentences state no value of any kind: only those are searched for names.
    if (values.length === 0 || datedHistory.test(sentence)) continue;
    const mentions = mentionsIn(sentence, subjects);
    for (const { kind, match } of values) {
      const value = match[1];
      const nearest = mentions.filter((mention) => mention.end <= (match.index ?? 0)).at(-1);
      if (value === undefined || nearest === undefined) continue;
      const fact = facts.find(
        (candidate) => candidate.kind === kind && candidate.subjects.includes(nearest.subject),
      );
      if (fact === undefined || fact.values.includes(value)) continue;
      problems.push(
        `「${sentence}」 gives ${nearest.subject} ${match[0]}, but ${fact.id} records ${fact.values.join(" or ")}`,
      );
    }
  }
  return problems;
}
