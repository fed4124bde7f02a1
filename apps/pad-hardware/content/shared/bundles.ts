import { formatPrice, formatYen, taxIncluded, taxIncludedYen, timesQuantity } from "@genbagura/ui";
import { productById } from "../catalogue";
import type { Bundle } from "../catalogueTypes";

/** What the bundle's parts cost when bought one by one, tax included (added once, on their pre-tax sum). */
export function separateTotalYen(bundle: Bundle): number {
  return taxIncludedYen(
    bundle.components.reduce(
      (total, component) =>
        total + timesQuantity(productById(component.productId).price, component.quantity).preTaxYen,
      0,
    ),
  );
}

/** What the whole bundle costs over its term, tax included. */
export function bundleTotalYen(bundle: Bundle): number {
  return taxIncluded(timesQuantity(bundle.price, bundle.termMonths ?? 1));
}

/** `231,000円(税込)` or `月額 4,400円(税込)×36か月` */
export function bundlePriceText(bundle: Bundle): string {
  const base = formatPrice(bundle.price);
  return bundle.termMonths ? `${base}×${bundle.termMonths}か月` : base;
}

/** `50,980円` saved against buying the parts one by one. */
export function bundleSavingText(bundle: Bundle): string {
  return formatYen(separateTotalYen(bundle) - bundleTotalYen(bundle));
}

/** `現場蔵Pad Tough、現場蔵PowerKit、LEDクリップライト、現場蔵ケア タブレット(1年分)` */
export function bundleContentsText(bundle: Bundle): string {
  return bundle.components
    .map(
      (component) => `${productById(component.productId).name}${component.note ? `(${component.note})` : ""}`,
    )
    .join("、");
}
