// The entry of `npm run site -- <command> …` (scripts/site.mjs loads its bundle, apps/server/dist/site.mjs):
// parses the command line against siteCommands and runs the verb. Exit codes: 0 done, 1 the verb failed
// or was refused (a deploy's smoke render, a store that cannot be opened), 2 the command line was wrong.
import { parseCommandLine, UsageError } from "./command";
import { SITE_PROGRAM, siteCommands } from "./siteCommands";

async function main(argv: readonly string[]): Promise<number> {
  const outcome = parseCommandLine(SITE_PROGRAM, siteCommands, argv);
  if (outcome.kind === "help") {
    console.log(outcome.text);
    return 0;
  }
  if (outcome.kind === "refused") {
    console.error(`${outcome.message}\n${outcome.usage}`);
    return 2;
  }
  try {
    return await outcome.verb.run(outcome.input);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${outcome.name}: ${error.message}\n${outcome.usage}`);
    return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
