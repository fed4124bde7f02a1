import type { SiteRouteSummary } from "@genbagura/routing";
import type { RelatedLinksData } from "@genbagura/ui";
import { describe, expect, it } from "vitest";
import { sitemapContent } from "./sitemap";

const route = (path: string, title: string, owner: string, noindex = false): SiteRouteSummary => ({
  path,
  title,
  owner,
  noindex,
});

const registrations: SiteRouteSummary[] = [
  route("/", "現場蔵", "shell"),
  route("/error", "現場蔵", "shell", true),
  route("/about", "会社概要", "shell"),
  route("/announcements/:id", "重要なお知らせの詳細", "shell"),
  route("/news", "ニュース", "news"),
  route("/cloud/plan", "現場蔵クラウドの料金プラン", "cloud"),
  route("/cloud", "現場蔵クラウド", "cloud"),
  route("/contact/thanks", "お問い合わせ完了", "support", true),
  route("/faq", "よくあるご質問", "support"),
  route("/pad", "現場蔵Pad", "pad-hardware"),
  route("/goyo", "現場蔵 御用達", "goyo"),
  route("/elsewhere", "所有者不明", "unknown-app"),
];

function groups(content = sitemapContent(registrations)): RelatedLinksData[] {
  return content.blocks.flatMap((block) => (block.kind === "relatedLinks" ? [block] : []));
}

describe("sitemapContent", () => {
  it("groups the pages by family, in the order of the site's navigation", () => {
    expect(groups().map((group) => group.heading)).toEqual([
      "クラウド",
      "タブレット・機器",
      "御用達・工事黒板",
      "サポート",
      "ニュース・セミナー・導入事例",
      "会社情報",
    ]);
  });

  it("lists each family as an index of rows, not a card per page", () => {
    for (const group of groups()) expect(group.index, group.heading).toBe(true);
  });

  it("puts the family's hub first, then sorts by path so sub-pages follow their parent", () => {
    const withLanding = [...registrations, route("/adlp/cloud_app", "クラウドアプリのご案内", "cloud")];
    expect(groups(sitemapContent(withLanding))[0]?.links.map((link) => link.href)).toEqual([
      "/cloud",
      "/adlp/cloud_app",
      "/cloud/plan",
    ]);
  });

  it("leaves out dynamic paths, noindex pages and owners it does not know", () => {
    const hrefs = groups().flatMap((group) => group.links.map((link) => link.href));
    expect(hrefs).not.toContain("/announcements/:id");
    expect(hrefs).not.toContain("/error");
    expect(hrefs).not.toContain("/contact/thanks");
    expect(hrefs).not.toContain("/elsewhere");
  });

  it("names the home page and uses each registration's title for the rest", () => {
    expect(groups().at(-1)?.links).toEqual([
      { label: "トップページ", href: "/" },
      { label: "会社概要", href: "/about" },
    ]);
  });

  it("omits a family none of whose pages are known (its remote is down)", () => {
    const withoutNews = registrations.filter((registration) => registration.owner !== "news");
    expect(groups(sitemapContent(withoutNews)).map((group) => group.heading)).not.toContain(
      "ニュース・セミナー・導入事例",
    );
  });

  it("lists a path registered twice only once", () => {
    const twice = [...registrations, route("/faq", "よくあるご質問", "support")];
    expect(groups(sitemapContent(twice))[3]?.links).toEqual([{ label: "よくあるご質問", href: "/faq" }]);
  });
});
