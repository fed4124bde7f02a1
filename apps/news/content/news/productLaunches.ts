/**
 * When each product was launched, as the press releases say: the earliest release titled 「<name>」を発売 or
 * 「<name>」を提供開始. A later generation (「…」第2世代を発売) is not the launch. Every publish dates case
 * studies, campaigns and mailings against these (contradictions C8 and C9, `saleWindows` of
 * src/publishedFacts.ts): nothing may use or discount a product before it existed.
 */
import { type ProductId, productById } from "@genbagura/ui";
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

const brand = "現場蔵";

/**
 * The words that name a product in copy: its full name and, when the rest holds a Latin letter, the rest
 * alone (`Pad Mini` of 「現場蔵Pad Mini」, `PowerKit`, `LEDクリップライト`, `御用達DX`). A bare カメラ or 出来形 is
 * an ordinary word.
 */
export function namingsOf(id: ProductId): string[] {
  const name = productById(id).name;
  const short = name.replace(brand, "").trim();
  return /[A-Za-z]/u.test(short) ? [name, short] : [name];
}
