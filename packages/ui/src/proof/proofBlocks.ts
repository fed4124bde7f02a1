import { customerWordmark } from "@genbagura/illustrations";
import type { HighlightItem, LoadContext } from "@genbagura/routing";
import type { CaseCardData, CaseCardsData, ContentBlock, LogoWallData } from "../content/blocks";

/**
 * The proof blocks a page builds in its `load` from the news family's case highlights
 * (`context.highlights("cases", n)`, with `reads: ["news"]`): wordmarks are generated here, on the server,
 * so the browser gets them in the page's data and never the code that draws them.
 */

const allCases = { label: "導入事例の一覧を見る", href: "/case" };

/** The case's title as the card shows it: the highlight's title starts with the company and 様. */
function caseTitle(item: HighlightItem, company: string): string {
  const prefix = `${company}様`;
  return item.title.startsWith(prefix) ? item.title.slice(prefix.length) : item.title;
}

export function logoWallOf(
  items: readonly HighlightItem[],
  heading = "現場蔵を導入いただいたお客様",
): LogoWallData | undefined {
  const logos = items.flatMap((item) =>
    item.customer ? [{ href: item.href, logo: customerWordmark(item.customer.company) }] : [],
  );
  return logos.length > 0 ? { heading, logos, more: allCases } : undefined;
}

export function caseCardsOf(
  items: readonly HighlightItem[],
  heading = "導入事例",
): CaseCardsData | undefined {
  const cards = items.flatMap((item): CaseCardData[] => {
    const customer = item.customer;
    if (!customer) return [];
    return [
      {
        href: item.href,
        company: customer.company,
        title: caseTitle(item, customer.company),
        tags: [customer.industry],
        logo: customerWordmark(customer.company),
        ...(customer.keyResult ? { keyResult: customer.keyResult } : {}),
        ...(customer.quote ? { quote: customer.quote } : {}),
      },
    ];
  });
  return cards.length > 0 ? { heading, cards, more: allCases } : undefined;
}

/** How many wordmarks a family's wall shows at most (the newest cases first). */
export const familyWallSize = 10;
/** `highlights("cases", n)` with this gives every case: a family's wall picks its own among them. */
const everyCase = 1000;

/**
 * The wall of the customers whose cases use one of a family's products (`products`: ids of the site's
 * product list), newest first; undefined when no case does. The page's route `reads` news.
 */
export async function familyLogoWallOf(
  context: Pick<LoadContext, "highlights">,
  products: readonly string[],
  heading: string,
): Promise<LogoWallData | undefined> {
  const cases = await context.highlights("cases", everyCase);
  const theirs = cases.filter((item) => item.customer?.products?.some((id) => products.includes(id)));
  return logoWallOf(theirs.slice(0, familyWallSize), heading);
}

/** How many of the newest cases an advertising page's logo wall shows. */
export const landingLogoCount = 10;

/**
 * An advertising page's proof: the newest customers' wordmarks, and the newest case with a key figure
 * naming the first of the page's products that has one (the page's own product first, then its family).
 * Left out, not made up, when no case fits.
 */
export function landingProofOf(
  items: readonly HighlightItem[],
  productIds: readonly string[],
): ContentBlock[] {
  const wall = logoWallOf(items.slice(0, landingLogoCount));
  const withFigure = items.filter((item) => item.customer?.keyResult);
  const sameProducts = productIds
    .map((id) => withFigure.find((item) => item.customer?.products?.includes(id)))
    .find((item) => item !== undefined);
  const card = sameProducts ? caseCardsOf([sameProducts], "同じ製品をお使いのお客様の事例") : undefined;
  return [
    ...(wall ? [{ kind: "logoWall" as const, ...wall }] : []),
    ...(card ? [{ kind: "caseCards" as const, ...card }] : []),
  ];
}
