import type { GuardName } from "@genbagura/routing";
import type { GuardContext, GuardOutcome, GuardTable } from "./guardTypes";

/** Runs a route's guards in order; the first that refuses decides where the visitor goes. */
export async function runGuards(
  names: readonly GuardName[],
  table: GuardTable,
  context: GuardContext,
): Promise<GuardOutcome> {
  for (const name of names) {
    const outcome = await table[name](context);
    if (!outcome.allow) return outcome;
  }
  return { allow: true };
}
