import type { AppName, SiteRouteSummary } from "@genbagura/routing";
import type { LinkItem, StandardPageContent } from "@genbagura/ui";

/** The families of the site in the order a visitor reads them, each named after the app that owns it. */
export const sitemapFamilies: readonly { owner: AppName; label: string }[] = [
  { owner: "cloud", label: "クラウド" },
  { owner: "pad-hardware", label: "タブレット・機器" },
  { owner: "goyo", label: "御用達・工事黒板" },
  { owner: "support", label: "サポート" },
  { owner: "news", label: "ニュース・セミナー・導入事例" },
  { owner: "shell", label: "会社情報" },
];

/** Pages a visitor can open directly: no route parameters, not hidden from search. */
function isListed(registration: SiteRouteSummary): boolean {
  return !registration.path.includes(":") && !registration.noindex;
}

function linkOf(registration: SiteRouteSummary): LinkItem {
  // The home page's title is the bare brand; the sitemap names it for what it is.
  return { label: registration.path === "/" ? "トップページ" : registration.title, href: registration.path };
}

/** The human sitemap: one list of links per family, paths sorted so sub-pages follow their parent. */
export function sitemapContent(registrations: readonly SiteRouteSummary[]): StandardPageContent {
  const listed = registrations.filter(isListed);
  const blocks = sitemapFamilies.flatMap(({ owner, label }) => {
    const byPath = new Map(
      listed.filter((registration) => registration.owner === owner).map((item) => [item.path, item]),
    );
    const links = [...byPath.values()].sort((a, b) => a.path.localeCompare(b.path)).map(linkOf);
    return links.length > 0 ? [{ kind: "relatedLinks" as const, heading: label, links }] : [];
  });
  return {
    title: "サイトマップ",
    lead: "現場蔵のサイトにあるページを、製品とサービスの分類ごとにまとめた一覧です。お探しのページが見つからないときは、分類の見出しからたどってください。",
    blocks,
  };
}
