import type { ProductId } from "@genbagura/ui";

export interface TermDefinition {
  /** What the term means: 150 characters or more in all. */
  definition: readonly string[];
  /** How the term comes up on a site: who deals with it, when, and what it feeds into. */
  usage: readonly string[];
  /** One short, concrete scene from a site. */
  example: string;
  /** Mistakes and misreadings people run into, one per item. */
  pitfalls: readonly string[];
  /** Slugs of other headwords. */
  related: readonly string[];
  products: readonly ProductId[];
}

export type TermDefinitions = Readonly<Record<string, TermDefinition>>;
