import type { LoaderContext } from "@rspack/core";

/** Runs a collection module and returns its exports and every file and folder (ending with a separator) it read. */
export function evaluateCollectionModule(
  file: string,
): Promise<{ exports: Record<string, unknown>; dependencies: string[] }>;

export default function collectionLoader(this: LoaderContext): void;
