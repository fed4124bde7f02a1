import { type EstimateTotal, estimateTotal } from "@genbagura/ui";
import type { EstimateLine } from "../../content/pageData";

export const MAX_QUANTITY = 99;

export interface EstimateTotals {
  units: number;
  /** Devices and accessories, paid once: tax added once on their pre-tax total. */
  once: EstimateTotal;
  /** Licences and care plans, paid every year: tax added once on their pre-tax total. */
  yearly: EstimateTotal;
}

/** What the visitor typed, as a whole number of units from 0 to 99 (full-width digits accepted). */
export function parseQuantity(input: string): number {
  const digits = input.normalize("NFKC").trim();
  if (!/^\d{1,3}$/u.test(digits)) return 0;
  return Math.min(Number(digits), MAX_QUANTITY);
}

export function estimateTotals(
  lines: readonly EstimateLine[],
  quantities: Readonly<Record<string, number>>,
): EstimateTotals {
  const chosen = lines.map((line) => ({ price: line.price, quantity: quantities[line.id] ?? 0 }));
  return {
    units: chosen.reduce((units, line) => units + line.quantity, 0),
    once: estimateTotal(chosen, "once"),
    yearly: estimateTotal(chosen, "yearly"),
  };
}
