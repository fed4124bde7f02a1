import type { PageMeta } from "@genbagura/routing";
import { type GlossaryTermPageContent, type LinkItem, productById } from "@genbagura/ui";
import type { DictionaryIndexData } from "../pageData";
import { gojuonRowOf, gojuonRows } from "./gojuon";
import { type DictionaryHeadword, dictionaryIndex, findHeadword } from "./termIndex";
import { termTexts } from "./termTexts.collection";

export const dictionaryPath = "/special/dictionary";
const DESCRIPTION_MIN = 80;
const DESCRIPTION_MAX = 120;

export const termPath = (slug: string): string => `${dictionaryPath}/${slug}`;

function termLink(headword: DictionaryHeadword): LinkItem {
  return { label: `${headword.term}(${headword.reading})`, href: termPath(headword.slug) };
}

/** A meta description from the definition's opening sentences, within 80–120 characters. */
export function termDescription(term: string, definition: readonly string[]): string {
  let description = `建設用語辞典の「${term}」の解説です。`;
  const sentences = definition.flatMap((paragraph) => paragraph.match(/[^。]+。/g) ?? []);
  const fits = (text: string) => [...description].length + [...text].length <= DESCRIPTION_MAX;
  for (const sentence of sentences) {
    if ([...description].length >= DESCRIPTION_MIN || !fits(sentence)) break;
    description += sentence;
  }
  const closing = "関連する用語と製品もあわせて紹介します。";
  return [...description].length < DESCRIPTION_MIN && fits(closing) ? description + closing : description;
}

export function termPage(slug: string | undefined): GlossaryTermPageContent | null {
  const headword = findHeadword(slug);
  const entry = headword ? termTexts[headword.slug] : undefined;
  if (!headword || !entry) return null;
  const related = entry.related.flatMap((relatedSlug) => {
    const other = findHeadword(relatedSlug);
    return other ? [termLink(other)] : [];
  });
  return {
    term: headword.term,
    reading: headword.reading,
    definition: entry.definition,
    blocks: entry.sections,
    relatedTerms: related,
    relatedProducts: entry.products.map((id) => {
      const product = productById(id);
      return { label: `${product.name}を見る`, href: product.path, description: product.summary };
    }),
    index: { label: "建設用語辞典の索引に戻る", href: dictionaryPath },
  };
}

/** A term page's head: the term in the title and trail, the definition's opening as the description. */
export function termMeta(page: GlossaryTermPageContent): PageMeta {
  return {
    title: `建設用語辞典:${page.term}`,
    description: termDescription(page.term, page.definition),
    breadcrumbs: [{ label: "建設用語辞典", href: dictionaryPath }, { label: page.term }],
  };
}

/** `/special/dictionary`: every headword once, under its 五十音 row, in reading order. */
export function dictionaryIndexContent(): DictionaryIndexData {
  const byReading = [...dictionaryIndex].sort((a, b) => a.reading.localeCompare(b.reading, "ja"));
  return {
    title: "建設用語辞典",
    lead: `工事写真と施工管理でよく使う${dictionaryIndex.length}の用語を、読みの五十音順にまとめました。用語ごとに意味と現場での使われ方、場面の例、よくある間違い、関連する用語と製品を解説しています。`,
    rows: gojuonRows
      .map((row) => ({
        id: row.id,
        label: row.label,
        terms: byReading.filter((headword) => gojuonRowOf(headword.reading) === row.id).map(termLink),
      }))
      .filter((row) => row.terms.length > 0),
    glossary: { label: "主な用語を一覧で読む(用語集)", href: "/special/glossary" },
  };
}
