import type { HighlightItem, HighlightKind } from "@genbagura/routing";
import { caseHighlights } from "./routes/caseHighlights";

/** Short lists other apps show (the home page): latest news, upcoming seminars, latest case studies. */
export async function highlights(kind: HighlightKind, limit: number): Promise<HighlightItem[]> {
  switch (kind) {
    case "news":
      return (await import("../content/news/newsHighlights")).latestNews(limit);
    case "seminars":
      return (await import("../content/seminars/seminarHighlights")).upcomingSeminars(limit, new Date());
    case "cases":
      return caseHighlights(limit);
  }
}
