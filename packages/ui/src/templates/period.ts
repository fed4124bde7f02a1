import type { ContentBlock } from "../content/blocks";
import { formatDateJa } from "../format/date";

/** `2026年1月16日〜2026年3月31日` */
export function formatPeriodJa(start: string, end: string): string {
  return `${formatDateJa(start)}〜${formatDateJa(end)}`;
}

/** The "period and conditions" section shared by landing and campaign pages. */
export function conditionsBlock(
  heading: string,
  period: string | undefined,
  conditions: readonly string[],
): ContentBlock {
  return { kind: "prose", heading, paragraphs: period ? [`期間:${period}`] : [], bullets: conditions };
}
