/**
 * When each product was launched, as the press releases say: the earliest release titled 「<name>」を発売 or
 * 「<name>」を提供開始. A later generation (「…」第2世代を発売) is not the launch. Case studies and campaigns are
 * dated against these (contradictions C8 and C9): nothing may use or discount a product before it existed.
 */
import { type ProductId, productById, siteConfig } from "@genbagura/ui";
import { articleTexts } from "./articleTexts.collection";
import { articleRefs } from "./catalogue";

const launchTitle = /を(発売|提供開始)/u;

/** The launch date (YYYY-MM-DD) of a product, or undefined when no release launched it. */
export function launchDateOf(id: ProductId): string | undefined {
  const name = productById(id).name;
  return articleRefs
    .filter((article) => article.section === "pressrelease")
    .filter((article) => {
      const title = articleTexts.pressrelease[article.id]?.title ?? "";
      return title.includes(`「${name}」を`) && launchTitle.test(title);
    })
    .map((article) => article.date)
    .sort()[0];
}

/** `"<entry> <product> <launch>"` for every product an entry dated `date` names before its launch. */
export function usedBeforeLaunch(
  entries: readonly { key: string; date: string; products: readonly ProductId[] }[],
): string[] {
  return entries.flatMap((entry) =>
    entry.products.flatMap((id) => {
      const launched = launchDateOf(id);
      return launched && entry.date < launched ? [`${entry.key} ${id} ${launched}`] : [];
    }),
  );
}

const brand = "現場蔵";

/** A product's name without the brand: `Pad Mini` of 「現場蔵Pad Mini」, `LEDクリップライト` of 「現場蔵 LEDクリップライト」. */
export const withoutBrand = (name: string): string => name.replace(brand, "").trim();

/**
 * The words that name a product in copy: its full name and, when the rest holds a Latin letter, the rest
 * alone (`Pad Mini`, `PowerKit`, `LEDクリップライト`, `御用達DX`). A bare カメラ or 出来形 is an ordinary word.
 */
const namings = siteConfig.products
  .flatMap((product) => {
    const short = withoutBrand(product.name);
    const words = /[A-Za-z]/u.test(short) ? [product.name, short] : [product.name];
    return words.map((word) => ({ id: product.id, word }));
  })
  .sort((a, b) => b.word.length - a.word.length);

const literally = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");

/** The products a text names, longest names first so that 「Pad Mini Tough」 is not also 「Pad Mini」. */
export function productsNamedIn(text: string): ProductId[] {
  let rest = text;
  const found: ProductId[] = [];
  for (const { id, word } of namings) {
    const pattern = new RegExp(`(?<![A-Za-z])${literally(word)}(?![A-Za-z])`, "gu");
    if (pattern.test(rest)) {
      found.push(id);
      rest = rest.replace(pattern, "/");
    }
  }
  return found;
}
