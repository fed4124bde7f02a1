import type { ProductId } from "@genbagura/ui";

export interface TermDefinition {
  /** 150 characters or more in all. */
  definition: readonly string[];
  /** Slugs of other headwords. */
  related: readonly string[];
  products: readonly ProductId[];
}

export type TermDefinitions = Readonly<Record<string, TermDefinition>>;
