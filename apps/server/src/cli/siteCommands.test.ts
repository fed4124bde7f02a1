import { appNames } from "@genbagura/routing";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  type Command,
  type CommandGroup,
  optionsToArgs,
  type ParseOutcome,
  parseCommandLine,
  UsageError,
  type Verb,
} from "./command";
import { SITE_PROGRAM, siteCommands } from "./siteCommands";

const parse = (...argv: string[]) => parseCommandLine(SITE_PROGRAM, siteCommands, argv);

/** Every verb of the tree with the words that name it (`leads outbox list`). */
function verbsOf(group: CommandGroup, prefix: string[] = []): [string[], Verb][] {
  return Object.entries(group.commands).flatMap(([word, command]: [string, Command]) =>
    "run" in command
      ? [[[...prefix, word], command] as [string[], Verb]]
      : verbsOf(command, [...prefix, word]),
  );
}

function refusal(outcome: ParseOutcome) {
  if (outcome.kind !== "refused") throw new Error(`expected a refusal, got ${outcome.kind}`);
  return outcome;
}

function input(outcome: ParseOutcome) {
  if (outcome.kind !== "run") throw new Error(`expected a verb to run, got ${JSON.stringify(outcome)}`);
  return outcome.input;
}

const verbs = verbsOf(siteCommands);

describe("the site's operator command", () => {
  it("has the verbs an operator needs, each listed in the command's help", () => {
    const names = verbs.map(([words]) => words.join(" "));
    for (const needed of [
      "deploy",
      "promote",
      "rollback",
      "redirects add",
      "redirects remove",
      "redirects list",
      "leads export",
      "leads outbox list",
      "leads outbox resend",
      "topology",
      "copy-to-postgres",
    ]) {
      expect(names).toContain(needed);
    }
    for (const argv of [["--help"], ["-h"]]) {
      const help = parse(...argv);
      if (help.kind !== "help") throw new Error("no help");
      for (const name of names) expect(help.text).toContain(`  ${name} `);
    }
  });

  it.each(verbs.map(([words, verb]) => [words.join(" "), words, verb] as const))(
    "%s --help names every argument, option and variable it reads",
    (_name, words, verb) => {
      const help = parse(...words, "--help");
      if (help.kind !== "help") throw new Error(`no help: ${JSON.stringify(help)}`);
      expect(help.text.split("\n")[0]).toMatch(new RegExp(`^usage: ${SITE_PROGRAM} ${words.join(" ")}\\b`));
      for (const spec of verb.positionals) expect(help.text).toContain(`<${spec.name}>`);
      for (const option of Object.keys(verb.options)) expect(help.text).toContain(`--${option}`);
      for (const variable of Object.keys(verb.environment)) expect(help.text).toContain(variable);
      expect(help.text).toContain("-h, --help");
      expect(parse(...words, "-h")).toEqual(help);
    },
  );

  it.each(verbs.map(([words]) => [words.join(" "), words] as const))(
    "%s refuses an unknown option with its usage line",
    (name, words) => {
      const refused = refusal(parse(...words, "--no-such-option"));
      expect(refused.message).toBe(`${SITE_PROGRAM} ${name}: unknown option --no-such-option`);
      expect(refused.usage).toMatch(new RegExp(`^usage: ${SITE_PROGRAM} ${name}\\b`));
    },
  );

  it("refuses a missing or unknown command, at the top and inside a group", () => {
    expect(refusal(parse()).message).toBe(`${SITE_PROGRAM}: a command is missing`);
    const unknown = refusal(parse("deploi", "cloud"));
    expect(unknown.message).toBe(`${SITE_PROGRAM}: unknown command "deploi"`);
    expect(unknown.usage).toContain("deploy|promote|rollback");
    expect(refusal(parse("leads", "outbox", "purge")).message).toBe(
      `${SITE_PROGRAM} leads outbox: unknown command "purge"`,
    );
    expect(refusal(parse("leads")).message).toBe(`${SITE_PROGRAM} leads: a command is missing`);
    // Names of the object's prototype are not commands.
    expect(refusal(parse("constructor")).message).toContain('unknown command "constructor"');
  });

  it("refuses a missing, unknown or extra argument by name", () => {
    expect(refusal(parse("deploy")).message).toBe(`${SITE_PROGRAM} deploy: <app> is missing`);
    expect(refusal(parse("promote", "nowhere")).message).toBe(
      `${SITE_PROGRAM} promote: unknown app "nowhere" (one of ${appNames.join(", ")})`,
    );
    expect(refusal(parse("rollback", "cloud", "news")).message).toBe(
      `${SITE_PROGRAM} rollback: unexpected argument "news"`,
    );
    expect(refusal(parse("redirects", "add", "/from")).message).toBe(
      `${SITE_PROGRAM} redirects add: <to> is missing`,
    );
    expect(refusal(parse("redirects", "list", "all")).message).toContain('unexpected argument "all"');
  });

  it("checks option values before anything is built or opened", () => {
    for (const percent of ["0", "100", "ten", "12.5"]) {
      expect(refusal(parse("deploy", "cloud", "--canary", percent)).message).toBe(
        `${SITE_PROGRAM} deploy: --canary takes a whole percentage from 1 to 99, not ${percent}`,
      );
    }
    for (const argv of [["--canary"], ["--canary", "--force"]]) {
      expect(refusal(parse("deploy", "cloud", ...argv)).message).toBe(
        `${SITE_PROGRAM} deploy: --canary needs a value`,
      );
    }
    expect(refusal(parse("deploy", "cloud", "--force=yes")).message).toBe(
      `${SITE_PROGRAM} deploy: --force takes no value`,
    );
    // The dev site's option belongs to publish alone: a deploy always builds for production.
    expect(refusal(parse("deploy", "cloud", "--development")).message).toContain(
      "unknown option --development",
    );
  });

  it("gives a verb its arguments and options by name", () => {
    expect(input(parse("deploy", "cloud", "--canary", "10", "--force"))).toEqual({
      positionals: { app: "cloud" },
      options: { canary: "10", force: true, "no-prerender": undefined },
    });
    expect(input(parse("redirects", "add", "/campaign/spring", "/price", "302")).positionals).toEqual({
      from: "/campaign/spring",
      to: "/price",
      status: "302",
    });
    expect(input(parse("leads", "export", "--since=2026-11-01", "--form", "contact")).options).toEqual({
      since: "2026-11-01",
      form: "contact",
      out: undefined,
    });
  });

  it("publish accepts every option deploy hands on to it", () => {
    const deploy = input(parse("deploy", "cloud", "--canary", "25", "--force", "--no-prerender"));
    const deployVerb = siteCommands.commands.deploy;
    if (!deployVerb || !("run" in deployVerb)) throw new Error("no deploy verb");
    const handedOn = optionsToArgs(deployVerb.options, deploy.options);
    expect(handedOn).toEqual(["--canary", "25", "--force", "--no-prerender"]);
    expect(input(parse("publish", "cloud", ...handedOn)).options).toMatchObject(deploy.options);
  });
});

describe("refusals a verb makes itself, before touching any store", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  async function runRefusal(...argv: string[]) {
    const outcome = parse(...argv);
    if (outcome.kind !== "run") throw new Error(`not runnable: ${JSON.stringify(outcome)}`);
    return outcome.verb.run(outcome.input).then(
      () => undefined,
      (error: unknown) => error,
    );
  }

  it.each([
    [["leads", "outbox", "resend"], "give either a <lead id> or --all-dead"],
    [["leads", "outbox", "resend", "lead-1", "--all-dead"], "give either a <lead id> or --all-dead"],
    [["leads", "export"], "--since is required"],
    [["redirects", "add", "/from", "/to", "307"], "the status must be 301 or 302, not 307"],
    [["copy-to-postgres", "--from", "data"], "--to (or DATABASE_URL) is required"],
  ])("%j: %s", async (argv, message) => {
    vi.stubEnv("DATABASE_URL", "");
    const error = await runRefusal(...argv);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toBe(message);
  });
});
