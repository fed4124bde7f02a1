import type { TextBlock } from "./builtPages.mjs";
export interface CopyLimits {
  minCharacters: number;
  paragraphMinLength: number;
  maxPagesPerParagraph: number;
  maxRepeatedParagraphs: number;
}
interface MeasuredPage {
  path: string;
  kind: string;
  blocks: TextBlock[];
}
export const copyLimits: CopyLimits;
export const exemptKinds: Set<string>;
export function japaneseCharacterCount(text: string): number;
export function thinPages(pages: MeasuredPage[], limits?: CopyLimits): { path: string; characters: number }[];
export function repeatedParagraphs(
  pages: MeasuredPage[],
  limits?: CopyLimits,
): { text: string; paths: string[] }[];
