/**
 * How the cloud's paid plans are paid and how a contract ends (/law, the terms, /cloud/plan and the FAQ
 * state these in their own words; the fact check at publish reads them against this record).
 */
export const cloudBilling = {
  /** 月額払い is paid by card only. */
  monthlyPaymentMethods: ["クレジットカード"],
  /** 年額払い may also be paid on invoice (bank transfer). */
  yearlyPaymentMethods: ["クレジットカード", "請求書払い"],
  /** A monthly contract ends on the last day of the month its cancellation is asked for. */
  monthlyContractEnds: "月の末日",
} as const;
