/**
 * When each product was launched, as the press releases say: the earliest release titled 「<name>」を発売 or
 * 「<name>」を提供開始. A later generation (「…」第2世代を発売) is not the launch. Case studies and campaigns are
 * dated against these (contradictions C8 and C9): nothing may use or discount a product before it existed.
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
