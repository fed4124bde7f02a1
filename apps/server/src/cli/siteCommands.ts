// Every operator command of the site, as one tree: `npm run site -- <command> …` (and the older npm script
// names, which run the same commands; see package.json). A new verb is an entry here; a new option of a
// verb is a line in that verb's `options`.
import { runTopology } from "../platform/topology/topologyCli";
import { type CommandGroup, defineVerb } from "./command";
import { buildVerb, deployVerb, promoteVerb, publishVerb, rollbackVerb } from "./deployVerbs";
import { leadsExportVerb, outboxListVerb, outboxResendVerb } from "./leadsVerbs";
import { copyToPostgresVerb, redirectsAddVerb, redirectsListVerb, redirectsRemoveVerb } from "./storeVerbs";

export const SITE_PROGRAM = "npm run site --";

const topologyVerb = defineVerb({
  summary: "run PostgreSQL, two origins and nginx in front on free loopback ports, until stopped (Ctrl-C)",
  details: "Its last line before serving is `topology {json}`: the addresses and process ids, for scripts.",
  positionals: [],
  options: {},
  environment: {
    SITE_DIR: "the site the origins serve (default ./site)",
    TOPOLOGY_ORIGINS: "how many origins behind nginx (default 2)",
  },
  run: runTopology,
});

export const siteCommands: CommandGroup = {
  summary: "The site's operator command: deploys, redirects, leads, the production topology, data moves.",
  commands: {
    deploy: deployVerb,
    promote: promoteVerb,
    rollback: rollbackVerb,
    publish: publishVerb,
    build: buildVerb,
    redirects: {
      summary: "server-side redirects",
      commands: { add: redirectsAddVerb, remove: redirectsRemoveVerb, list: redirectsListVerb },
    },
    leads: {
      summary: "the stored leads",
      commands: {
        export: leadsExportVerb,
        outbox: {
          summary: "leads the CRM forwarding gave up on",
          commands: { list: outboxListVerb, resend: outboxResendVerb },
        },
      },
    },
    topology: topologyVerb,
    "copy-to-postgres": copyToPostgresVerb,
  },
};
