import type { EstimateLine } from "../../content/pageData";

export const MAX_QUANTITY = 99;

export interface Amount {
  yen: number;
  preTaxYen: number;
}

export interface EstimateTotals {
  units: number;
  /** Devices and accessories, paid once. */
  once: Amount;
  /** Licences and care plans, paid every year. */
  yearly: Amount;
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
  const totals: EstimateTotals = {
    units: 0,
    once: { yen: 0, preTaxYen: 0 },
    yearly: { yen: 0, preTaxYen: 0 },
  };
  for (const line of lines) {
    const quantity = quantities[line.id] ?? 0;
    const amount = line.price.billing === "once" ? totals.once : totals.yearly;
    totals.units += quantity;
    amount.yen += line.price.yen * quantity;
    amount.preTaxYen += line.price.preTaxYen * quantity;
  }
  return totals;
}
