import type { LeadStore } from "../store/leadStore";

export const OUTBOX_USAGE = [
  "usage: leads:outbox -- list                 the leads whose forwarding to the CRM was given up",
  "       leads:outbox -- resend <lead id>     put that lead back in the forwarding queue",
  "       leads:outbox -- resend --all-dead    put every lead given up on back in the queue",
].join("\n");

export interface CommandOutput {
  out(line: string): void;
  err(line: string): void;
}

const jst = (time: number) =>
  new Date(time).toLocaleString("ja-JP", { timeZone: "Asia/Tokyo", hour12: false });

/**
 * `npm run leads:outbox -- list | resend <id> | resend --all-dead`: the outbox gives up on a lead after its
 * last attempt (the lead stays stored and exportable); this lists those leads and puts them back in the
 * queue, attempts reset, for the running worker to send at once. Returns the exit code.
 */
export async function runOutboxCommand(
  args: readonly string[],
  store: LeadStore,
  output: CommandOutput,
  now: number = Date.now(),
): Promise<number> {
  const [command, target, ...rest] = args;
  if (command === "list" && target === undefined) {
    const dead = await store.listDeadLetters();
    if (dead.length === 0) {
      output.out("No lead was given up on.");
      return 0;
    }
    output.out(["lead id", "form", "received (JST)", "attempts", "last error"].join("\t"));
    for (const { lead, attempts, lastError } of dead) {
      output.out([lead.id, lead.formId, jst(lead.receivedAt), String(attempts), lastError ?? ""].join("\t"));
    }
    output.out(
      `${dead.length} leads given up on. To send them again: resend <lead id> or resend --all-dead.`,
    );
    return 0;
  }
  if (command === "resend" && target !== undefined && rest.length === 0) {
    const dead = await store.listDeadLetters();
    const chosen = target === "--all-dead" ? dead : dead.filter(({ lead }) => lead.id === target);
    if (target !== "--all-dead" && chosen.length === 0) {
      output.err(`lead ${target} is not among the leads given up on: give a lead id that list shows.`);
      return 1;
    }
    for (const { lead } of chosen) await store.enqueue(lead.id, now);
    output.out(
      `${chosen.length} leads back in the forwarding queue: a server with LEADS_WEBHOOK_URL set sends them on its next round.`,
    );
    return 0;
  }
  output.err(OUTBOX_USAGE);
  return 1;
}
