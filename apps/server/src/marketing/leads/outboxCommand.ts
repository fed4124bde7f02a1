import type { LeadStore } from "./leadStore";

export interface CommandOutput {
  out(line: string): void;
  err(line: string): void;
}

const jst = (time: number) =>
  new Date(time).toLocaleString("ja-JP", { timeZone: "Asia/Tokyo", hour12: false });

/**
 * `leads outbox list`: the outbox gives up on a lead after its last attempt (the lead stays stored and
 * exportable); this lists those leads. Returns the exit code.
 */
export async function listDeadLeads(store: LeadStore, output: CommandOutput): Promise<number> {
  const dead = await store.listDeadLetters();
  if (dead.length === 0) {
    output.out("No lead was given up on.");
    return 0;
  }
  output.out(["lead id", "form", "received (JST)", "attempts", "last error"].join("\t"));
  for (const { lead, attempts, lastError } of dead) {
    output.out([lead.id, lead.formId, jst(lead.receivedAt), String(attempts), lastError ?? ""].join("\t"));
  }
  output.out(`${dead.length} leads given up on. To send them again: resend <lead id> or resend --all-dead.`);
  return 0;
}

/**
 * `leads outbox resend <lead id> | --all-dead`: puts leads given up on back in the queue, attempts reset,
 * for the running worker to send at once. Returns the exit code.
 */
export async function resendDeadLeads(
  store: LeadStore,
  which: { leadId: string } | "all",
  output: CommandOutput,
  now: number = Date.now(),
): Promise<number> {
  const dead = await store.listDeadLetters();
  const chosen = which === "all" ? dead : dead.filter(({ lead }) => lead.id === which.leadId);
  if (which !== "all" && chosen.length === 0) {
    output.err(`lead ${which.leadId} is not among the leads given up on: give a lead id that list shows.`);
    return 1;
  }
  for (const { lead } of chosen) await store.enqueue(lead.id, now);
  output.out(
    `${chosen.length} leads back in the forwarding queue: a server with LEADS_WEBHOOK_URL set sends them on its next round.`,
  );
  return 0;
}
