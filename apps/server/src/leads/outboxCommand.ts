import type { LeadStore } from "../store/leadStore";

export const OUTBOX_USAGE = [
  "使い方: leads:outbox -- list                 CRMへの転送をあきらめたリードの一覧",
  "        leads:outbox -- resend <リードID>     そのリードをもう一度転送キューに入れる",
  "        leads:outbox -- resend --all-dead    あきらめたリードをすべてもう一度転送キューに入れる",
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
      output.out("転送をあきらめたリードはありません。");
      return 0;
    }
    output.out(["リードID", "フォーム", "受付日時", "試行回数", "最後のエラー"].join("\t"));
    for (const { lead, attempts, lastError } of dead) {
      output.out([lead.id, lead.formId, jst(lead.receivedAt), String(attempts), lastError ?? ""].join("\t"));
    }
    output.out(
      `${dead.length} 件あります。再送するには resend <リードID> または resend --all-dead を指定してください。`,
    );
    return 0;
  }
  if (command === "resend" && target !== undefined && rest.length === 0) {
    const dead = await store.listDeadLetters();
    const chosen = target === "--all-dead" ? dead : dead.filter(({ lead }) => lead.id === target);
    if (target !== "--all-dead" && chosen.length === 0) {
      output.err(
        `リード ${target} は転送をあきらめたリードの中にありません。list で表示されるリードIDを指定してください。`,
      );
      return 1;
    }
    for (const { lead } of chosen) await store.enqueue(lead.id, now);
    output.out(
      `${chosen.length} 件を転送キューに戻しました。LEADS_WEBHOOK_URL を設定したサーバーが、次の巡回で送信します。`,
    );
    return 0;
  }
  output.err(OUTBOX_USAGE);
  return 1;
}
