import type { ContentBlock, LinkItem, StandardPageContent } from "@genbagura/ui";
import { termPath } from "../dictionary/dictionary";
import { findHeadword } from "../dictionary/termIndex";
import { termTexts } from "../dictionary/termTexts.collection";

/** The short glossary: the most used headwords by theme, each with the first sentence of its definition. */
const themes: readonly { heading: string; slugs: readonly string[] }[] = [
  {
    heading: "写真と黒板",
    slugs: [
      "koji-shashin",
      "koji-kokuban",
      "denshi-kokuban",
      "mamezu",
      "sokuten",
      "inpeibu",
      "dekigata-shashin",
    ],
  },
  {
    heading: "台帳と整理",
    slugs: ["shashin-daicho", "koshu", "jido-shiwake", "daihyo-shashin", "hozon-kikan"],
  },
  {
    heading: "公共工事のルール",
    slugs: ["shashin-kanri-kijun", "tokki-shiyosho", "uchiawase-bo", "kantokuin", "tachiai", "netis"],
  },
  {
    heading: "電子納品と改ざん検知",
    slugs: ["cals-ec", "denshi-nohin", "shinpyosei-kakunin", "hash-chi", "kokuban-renkei", "j-comsia"],
  },
  {
    heading: "働き方と制度",
    slugs: ["2024-mondai", "kensetsu-dx", "it-hojokin", "gbizid"],
  },
];

function glossaryEntry(slug: string): LinkItem {
  const headword = findHeadword(slug);
  const entry = termTexts[slug];
  if (!headword || !entry) throw new Error(`The glossary names an unknown headword: ${slug}`);
  const firstSentence = entry.definition[0]?.match(/^[^。]+。/)?.[0] ?? "";
  return { label: `${headword.term}(${headword.reading})`, href: termPath(slug), description: firstSentence };
}

export function glossaryContent(): StandardPageContent {
  const themeBlocks: ContentBlock[] = themes.map((theme) => ({
    kind: "relatedLinks",
    heading: theme.heading,
    links: theme.slugs.map(glossaryEntry),
  }));
  return {
    title: "工事写真の用語集",
    lead: "工事写真と電子小黒板でよく使う言葉を、テーマごとに一言で説明しました。用語の名前を選ぶと、建設用語辞典で詳しい解説と関連する用語を読めます。",
    blocks: [
      ...themeBlocks,
      {
        kind: "callToAction",
        heading: "もっと詳しく調べる",
        body: "建設用語辞典では、60を超える用語を五十音順に詳しく解説しています。",
        actions: [{ label: "建設用語辞典の索引を見る", href: "/special/dictionary" }],
      },
    ],
  };
}
