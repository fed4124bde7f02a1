import type { HighlightItem } from "@genbagura/routing";
import type { ContentBlock } from "@genbagura/ui";

/** The cloud top page's お知らせ section: the latest news (gathered at build time) and the way to the rest. */
export function newsSection(latest: readonly HighlightItem[]): ContentBlock {
  return {
    kind: "relatedLinks",
    heading: "お知らせ",
    links: [
      ...latest.map((item) => ({
        label: item.title,
        href: item.href,
        ...(item.summary ? { description: item.summary } : {}),
      })),
      { label: "現場蔵のお知らせをすべて見る", href: "/news" },
    ],
  };
}
