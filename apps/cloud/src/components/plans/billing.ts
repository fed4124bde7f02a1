/** How a plan is paid for; the plan page shows one as the main price and the other beside it. */
export const billingCycles = [
  { id: "monthly", label: "月額払い" },
  { id: "yearly", label: "年額払い" },
] as const;
export type BillingCycle = (typeof billingCycles)[number]["id"];
