/** A page number to link, or a gap where numbers are left out. */
export type PageSlot = number | "gap";

/**
 * The page numbers a pager shows: the first, the last, and the neighbours of the current page,
 * with a gap wherever numbers are skipped (1 … 4 5 6 … 12).
 */
export function pageSlots(current: number, total: number): PageSlot[] {
  const wanted = new Set([1, total, current - 1, current, current + 1]);
  const pages = [...wanted].filter((page) => page >= 1 && page <= total).sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  for (const page of pages) {
    const previous = slots[slots.length - 1];
    if (typeof previous === "number" && page - previous === 2) slots.push(page - 1);
    else if (typeof previous === "number" && page - previous > 2) slots.push("gap");
    slots.push(page);
  }
  return slots;
}
