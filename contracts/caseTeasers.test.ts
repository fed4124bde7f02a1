import { readFileSync } from "node:fs";
import { siteConfig } from "@genbagura/ui";
import { describe, expect, it } from "vitest";
import { cloudCases } from "../apps/cloud/content/shared";
import { goyoCases } from "../apps/goyo/content/shared";
import { industries } from "../apps/news/content/cases/caseTypes";
import { caseLinks } from "../apps/pad-hardware/content/shared/caseLinks";

/**
 * Contradiction C10: a teaser that links to a case describes that case. Each case's own file (news app)
 * decides its company, industry and products; the teasers of the cloud, 御用達 and hardware pages are
 * read against it.
 */
function caseFile(href: string) {
  const id = href.replace(/^\/case\//u, "");
  const text = readFileSync(new URL(`../apps/news/content/cases/${id}.md`, import.meta.url), "utf8");
  const front = text.split("---")[1] ?? "";
  const industry = /^industry: (\w+)$/mu.exec(front)?.[1];
  const company = /^ {2}name: (.+)$/mu.exec(front)?.[1] ?? "";
  const products = [...(/^products:\n((?: {2}- .+\n)+)/mu.exec(front)?.[1] ?? "").matchAll(/- (.+)/gu)].map(
    (match) => match[1],
  );
  return { industry: industries.find((entry) => entry.slug === industry)?.label ?? "", company, products };
}

/** The products a teaser names, longest name first so 「Pad Tough 10」 is not also 「Pad Tough」. */
function productsNamed(text: string): string[] {
  const named: string[] = [];
  let rest = text;
  const byLength = [...siteConfig.products]
    .map((product) => ({ id: product.id, short: product.name.replace(/^現場蔵\s?/u, "") }))
    // 「出来形」 is also the field's word for as-built work (出来形写真), not only the app's name.
    .filter((product) => product.short.length >= 3 && product.short !== "出来形")
    .sort((a, b) => b.short.length - a.short.length);
  for (const { id, short } of byLength) {
    const pattern = new RegExp(`(?<![A-Za-z])${short.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&")}`, "gu");
    if (pattern.test(rest)) {
      named.push(id);
      rest = rest.replace(pattern, "|");
    }
  }
  return named;
}

const teasers = [...Object.values(cloudCases), ...Object.values(goyoCases), ...Object.values(caseLinks)];

describe("case teasers describe the case they link to", () => {
  it("name the case's industry, company and products, if they name any", () => {
    const wrong: string[] = [];
    for (const teaser of teasers) {
      const found = caseFile(teaser.href);
      const text = `${teaser.label}${"description" in teaser ? teaser.description : ""}`;
      for (const industry of industries.filter((entry) => text.includes(`${entry.label}会社`))) {
        if (industry.label !== found.industry)
          wrong.push(`${teaser.href}: ${industry.label} ≠ ${found.industry}`);
      }
      const company = /株式会社.+?(?=の導入事例)/u.exec(text)?.[0];
      if (company && company !== found.company) wrong.push(`${teaser.href}: ${company} ≠ ${found.company}`);
      for (const id of productsNamed(text).filter((named) => !found.products.includes(named))) {
        wrong.push(`${teaser.href}: ${id} not in ${found.products.join(", ")}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
