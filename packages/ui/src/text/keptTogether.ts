// Spans a line never breaks inside, whatever BudouX says: a product's name (「現場蔵 / Pad Tough」 reads as
// two things), a price with its tax note (「176,000円 / (税込)」), the tax note itself, and set phrases
// BudouX cuts although they read as one word (「よく / ある / ご質問」 on every FAQ heading).
import { siteConfig } from "../siteConfig";
import { brand } from "../siteIdentity";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");

/**
 * Each product's name as copy writes it: with or without a space after the brand, and without the brand
 * where the rest is a name of its own (「Pad Mini Tough」, 「Pocket Tough」).
 */
function productNamePatterns(): string[] {
  const patterns = new Set<string>();
  for (const { name } of siteConfig.products) {
    const rest = name.startsWith(brand.name) ? name.slice(brand.name.length).trim() : name;
    const restPattern = rest.split(/\s+/u).map(escapeRegExp).join("\\s");
    patterns.add(`${escapeRegExp(brand.name)}\\s?${restPattern}`);
    if (/\s/u.test(rest)) patterns.add(restPattern);
  }
  // Longest first: 「現場蔵Pad Mini Tough」 before 「現場蔵Pad Mini」.
  return [...patterns].sort((a, b) => b.length - a.length);
}

const taxNote = "[(（]税[込抜]?[)）]";
const price = `(?:税[込抜]\\s?)?[¥￥]?[0-9][0-9,]*(?:\\.[0-9]+)?\\s?万?円(?:\\s?${taxNote})?`;
const setPhrases = ["よくある"];
const keptTogether = new RegExp([...productNamePatterns(), price, taxNote, ...setPhrases].join("|"), "gu");

/** Where the spans that must stay on one line start and end (UTF-16 offsets, `end` exclusive). */
export function keptTogetherSpans(text: string): { start: number; end: number }[] {
  return Array.from(text.matchAll(keptTogether), (match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
}
