// Server-side redirects that marketing adds without a deploy (the origins honour them within seconds):
//   npm run redirects -- add /from /to [301|302]   (default 301; `/to` a site path or an allowlisted URL)
//   npm run redirects -- remove /from
//   npm run redirects -- list
// DATA_DIR holds redirects.sqlite (default ./data); with DATABASE_URL set, the PostgreSQL database that
// every origin shares instead.
import { resolve } from "node:path";
import { openRedirectStore } from "../src/redirects/openRedirectStore";

const [command, from, to, status] = process.argv.slice(2);
const store = openRedirectStore({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: resolve(process.env.DATA_DIR ?? "data"),
});
let code = 0;
try {
  if (command === "add" && from && to) {
    const code301or302 = status === undefined ? 301 : Number(status);
    if (code301or302 !== 301 && code301or302 !== 302) throw new Error("the status must be 301 or 302");
    await store.upsert(from, { location: to, status: code301or302 });
    console.log(`${from} -> ${to} (${code301or302})`);
  } else if (command === "remove" && from) {
    await store.remove(from);
    console.log(`${from}: removed`);
  } else if (command === "list") {
    for (const redirect of await store.list())
      console.log(`${redirect.from}\t${redirect.location}\t${redirect.status}`);
  } else {
    console.error("usage: npm run redirects -- add /from /to [301|302] | remove /from | list");
    code = 2;
  }
} catch (error) {
  console.error(`refused: ${error instanceof Error ? error.message : String(error)}`);
  code = 1;
} finally {
  await store.close();
}
process.exit(code);
