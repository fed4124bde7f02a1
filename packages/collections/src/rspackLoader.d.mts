import type { LoaderContext } from "@rspack/core";

/** Runs a collection module and returns its exports and every file and folder (ending with a separator) it read. */
export function evaluateCollectionModule(
  file: string,
): Promise<{ exports: Record<string, unknown>; dependencies: string[] }>;

/** A collection module's exports as the JavaScript module that replaces it in a bundle. */
export function moduleSource(exports: Record<string, unknown>): string;

export default function collectionLoader(this: LoaderContext): void;
