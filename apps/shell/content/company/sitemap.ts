import type { AppName, SiteRouteSummary } from "@genbagura/routing";
import type { LinkItem, StandardPageContent } from "@genbagura/ui";

/** The families of the site in the order a visitor reads them, each named after the app that owns it. */
export const sitemapFamilies: readonly { owner: AppName; label: string; hub: string }[] = [
  { owner: "cloud", label: "クラウド", hub: "/cloud" },
  { owner: "pad-hardware", label: "タブレット・機器", hub: "/pad" },
  { owner: "goyo", label: "御用達・工事黒板", hub: "/goyo" },
  { owner: "support", label: "サポート", hub: "/support" },
  { owner: "news", label: "ニュース・セミナー・導入事例", hub: "/news" },
  { owner: "shell", label: "会社情報", hub: "/" },
];

/** Pages a visitor can open directly: no route parameters, not hidden from search. */
function isListed(registration: SiteRouteSummary): boolean {
  return !registration.path.includes(":") && !registration.noindex;
}

function linkOf(registration: SiteRouteSummary): LinkItem {
  // The home page's title is the bare brand; the sitemap names it for what it is.
  return { label: registration.path === "/" ? "トップページ" : registration.title, href: registration.path };
}

/** The family's hub first, then the paths in order so sub-pages follow their parent. */
function hubFirst(hub: string) {
  return (a: SiteRouteSummary, b: SiteRouteSummary) =>
    Number(b.path === hub) - Number(a.path === hub) || a.path.localeCompare(b.path);
}

/** The human sitemap: one list of links per family. */
export function sitemapContent(registrations: readonly SiteRouteSummary[]): StandardPageContent {
  const listed = registrations.filter(isListed);
  const blocks = sitemapFamilies.flatMap(({ owner, label, hub }) => {
    const byPath = new Map(
      listed.filter((registration) => registration.owner === owner).map((item) => [item.path, item]),
    );
    const links = [...byPath.values()].sort(hubFirst(hub)).map(linkOf);
    return links.length > 0 ? [{ kind: "relatedLinks" as const, heading: label, links, index: true }] : [];
  });
  return {
    title: "サイトマップ",
    lead: "現場蔵のサイトにあるページを、製品とサービスの分類ごとにまとめた一覧です。お探しのページが見つからないときは、分類の見出しからたどってください。",
    blocks,
  };
}
