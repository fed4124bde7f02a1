// Lists the leads the CRM outbox gave up on and queues them again.
//   npm run leads:outbox -- list | resend <lead id> | resend --all-dead
// DATA_DIR is the directory holding leads.sqlite (default: ./data under the current directory); with
// DATABASE_URL set, the PostgreSQL database instead. The running server's worker does the sending.
import { resolve } from "node:path";
import { runOutboxCommand } from "../src/leads/outboxCommand";
import { openLeadStore } from "../src/store/openLeadStore";

const dataDir = resolve(process.env.DATA_DIR ?? "data");
const databaseUrl = process.env.DATABASE_URL || undefined;
let code = 1;
try {
  const store = openLeadStore({ databaseUrl, dataDir, mustExist: true });
  try {
    code = await runOutboxCommand(process.argv.slice(2), store, {
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => process.stderr.write(`${line}\n`),
    });
  } finally {
    await store.close();
  }
} catch (error) {
  const source = databaseUrl ? "the DATABASE_URL database" : `${dataDir}/leads.sqlite`;
  process.stderr.write(`cannot open ${source}: ${error instanceof Error ? error.message : String(error)}\n`);
}
process.exit(code);
