import type { HighlightItem } from "@genbagura/routing";
import { articleEntryOf } from "./articles";
import { summaryOf } from "./blockText";
import { articleRefs } from "./catalogue";
import { homeListingOf } from "./listings";

/** The newest articles of every category. */
export function latestNews(limit: number): HighlightItem[] {
  return articleRefs.slice(0, limit).map((article) => {
    const entry = articleEntryOf(article);
    return {
      title: entry.title,
      href: article.path,
      date: article.date,
      category: homeListingOf(article).label,
      summary: summaryOf(entry.blocks),
    };
  });
}
