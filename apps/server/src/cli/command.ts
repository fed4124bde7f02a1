// The operator command's argument parser: commands are data (a tree of groups and verbs, each verb with its
// positional arguments and options), parsed by `node:util`'s parseArgs, so that every verb has the same
// `--help`, the same refusals and the same exit codes. The verbs themselves are in siteCommands.ts.
import { parseArgs } from "node:util";

export interface OptionSpec {
  readonly type: "string" | "boolean";
  /** What a string option's value is, as the usage line shows it (`--since <date>`). */
  readonly value?: string;
  readonly help: string;
  /** What is wrong with a string option's value, in English, or undefined when it is fine. */
  readonly check?: (value: string) => string | undefined;
}

export interface PositionalSpec {
  readonly name: string;
  readonly help: string;
  readonly optional?: true;
  /** The only values accepted, when there is a fixed list (app names). */
  readonly choices?: readonly string[];
}

type OptionValues<O> = { [K in keyof O]?: O[K] extends { type: "string" } ? string : boolean };
type PositionalValues<P extends readonly PositionalSpec[]> = {
  [E in P[number] as E["name"]]: E extends { optional: true } ? string | undefined : string;
};

/** What a verb receives: its arguments by name and its options, checked against its spec. */
export interface ParsedInput {
  readonly positionals: Readonly<Record<string, string | undefined>>;
  readonly options: Readonly<Record<string, string | boolean | undefined>>;
}

export interface Verb {
  /** One line, for the list of commands. */
  readonly summary: string;
  /** More, for the verb's own `--help`. */
  readonly details: string | undefined;
  readonly positionals: readonly PositionalSpec[];
  readonly options: Readonly<Record<string, OptionSpec>>;
  /** Environment variables the verb reads, with what each is for. */
  readonly environment: Readonly<Record<string, string>>;
  /** Runs the verb; resolves to the process's exit code. */
  run(input: ParsedInput): Promise<number>;
}

export interface CommandGroup {
  readonly summary: string;
  readonly commands: Readonly<Record<string, Command>>;
}

export type Command = Verb | CommandGroup;

/** A verb whose `run` sees its own arguments and options by name, typed from the spec. */
export function defineVerb<
  const O extends Readonly<Record<string, OptionSpec>>,
  const P extends readonly PositionalSpec[],
>(spec: {
  summary: string;
  details?: string;
  positionals: P;
  options: O;
  environment?: Readonly<Record<string, string>>;
  run(input: { positionals: PositionalValues<P>; options: OptionValues<O> }): Promise<number>;
}): Verb {
  return {
    summary: spec.summary,
    details: spec.details,
    positionals: spec.positionals,
    options: spec.options,
    environment: spec.environment ?? {},
    // The parser fills the input from this very spec, so its names and value types are these. Async, so
    // that a refusal thrown before the verb's first await is a rejection like any other.
    run: async (input) =>
      spec.run(input as unknown as { positionals: PositionalValues<P>; options: OptionValues<O> }),
  };
}

/** A verb's refusal of its input that the parser could not see (two arguments that exclude each other). */
export class UsageError extends Error {}

export type ParseOutcome =
  | { kind: "help"; text: string }
  | { kind: "refused"; message: string; usage: string }
  | { kind: "run"; name: string; verb: Verb; input: ParsedInput; usage: string };

const isVerb = (command: Command): command is Verb => "run" in command;
const wantsHelp = (arg: string | undefined) => arg === "--help" || arg === "-h";
const HELP_OPTION: OptionSpec = { type: "boolean", help: "show this help" };

/** Parses `argv` (what follows the program's name) against the tree of commands under `program`. */
export function parseCommandLine(program: string, root: CommandGroup, argv: readonly string[]): ParseOutcome {
  let command: Command = root;
  let name = program;
  let index = 0;
  while (!isVerb(command)) {
    const group: CommandGroup = command;
    const next = argv[index];
    if (wantsHelp(next)) return { kind: "help", text: groupHelp(name, group) };
    if (next === undefined) return refused(`${name}: a command is missing`, groupUsage(name, group));
    const chosen: Command | undefined = Object.hasOwn(group.commands, next)
      ? group.commands[next]
      : undefined;
    if (!chosen) return refused(`${name}: unknown command "${next}"`, groupUsage(name, group));
    command = chosen;
    name = `${name} ${next}`;
    index += 1;
  }
  return parseVerb(name, command, argv.slice(index));
}

function parseVerb(name: string, verb: Verb, args: readonly string[]): ParseOutcome {
  const usage = verbUsage(name, verb);
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: [...args],
      options: {
        ...Object.fromEntries(
          Object.entries(verb.options).map(([option, spec]) => [option, { type: spec.type }]),
        ),
        help: { type: "boolean", short: "h" },
      },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    return refused(`${name}: ${parseArgsProblem(error)}`, usage);
  }
  if (parsed.values.help) return { kind: "help", text: verbHelp(name, verb) };

  const positionals: Record<string, string | undefined> = {};
  for (const [position, spec] of verb.positionals.entries()) {
    const value = parsed.positionals[position];
    if (value === undefined && !spec.optional) return refused(`${name}: <${spec.name}> is missing`, usage);
    if (value !== undefined && spec.choices && !spec.choices.includes(value)) {
      return refused(`${name}: unknown ${spec.name} "${value}" (one of ${spec.choices.join(", ")})`, usage);
    }
    positionals[spec.name] = value;
  }
  const extra = parsed.positionals[verb.positionals.length];
  if (extra !== undefined) return refused(`${name}: unexpected argument "${extra}"`, usage);

  const options: Record<string, string | boolean | undefined> = {};
  for (const [option, spec] of Object.entries(verb.options)) {
    const value = parsed.values[option];
    if (Array.isArray(value)) continue; // no option is declared `multiple`
    const problem = typeof value === "string" ? spec.check?.(value) : undefined;
    if (problem) return refused(`${name}: ${problem}`, usage);
    options[option] = value;
  }
  return { kind: "run", name, verb, input: { positionals, options }, usage };
}

/** parseArgs's own messages, shortened to what an operator needs. */
function parseArgsProblem(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  const option = /'(-[^' ]*)/.exec(message)?.[1];
  if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" && option) return `unknown option ${option}`;
  if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE" && option) {
    if (/argument (missing|is ambiguous)/.test(message)) return `${option} needs a value`;
    if (message.includes("does not take an argument")) return `${option} takes no value`;
  }
  return message;
}

/** Argument list that gives `options` to a verb with these option specs again (for a child process). */
export function optionsToArgs(
  specs: Readonly<Record<string, OptionSpec>>,
  options: Readonly<Record<string, string | boolean | undefined>>,
): string[] {
  return Object.keys(specs).flatMap((option) => {
    const value = options[option];
    if (typeof value === "string") return [`--${option}`, value];
    return value === true ? [`--${option}`] : [];
  });
}

function refused(message: string, usage: string): ParseOutcome {
  return { kind: "refused", message, usage };
}

const optionLabel = (option: string, spec: OptionSpec) =>
  spec.type === "string" ? `--${option} <${spec.value ?? "value"}>` : `--${option}`;

function verbUsage(name: string, verb: Verb): string {
  const words = [
    ...verb.positionals.map((spec) => (spec.optional ? `[<${spec.name}>]` : `<${spec.name}>`)),
    ...Object.entries(verb.options).map(([option, spec]) => `[${optionLabel(option, spec)}]`),
  ];
  return `usage: ${[name, ...words].join(" ")}\n(${name} --help says more)`;
}

function groupUsage(name: string, group: CommandGroup): string {
  return `usage: ${name} <${Object.keys(group.commands).join("|")}> …\n(${name} --help says more)`;
}

/** Two columns: each term padded to the longest, then what it is. */
function table(rows: readonly (readonly [string, string])[]): string[] {
  const width = Math.max(...rows.map(([term]) => term.length)) + 2;
  return rows.map(([term, text]) => `  ${term.padEnd(width)}${text}`);
}

/** `--help` of a verb: its usage line, what it does, then every argument, option and variable. */
export function verbHelp(name: string, verb: Verb): string {
  const lines = [verbUsage(name, verb).split("\n")[0] ?? "", "", verb.summary];
  if (verb.details) lines.push(verb.details);
  if (verb.positionals.length > 0) {
    lines.push("", "arguments:");
    lines.push(
      ...table(
        verb.positionals.map((spec) => [
          `<${spec.name}>`,
          spec.choices ? `${spec.help} (one of ${spec.choices.join(", ")})` : spec.help,
        ]),
      ),
    );
  }
  lines.push("", "options:");
  lines.push(
    ...table([
      ...Object.entries(verb.options).map(
        ([option, spec]) => [optionLabel(option, spec), spec.help] as const,
      ),
      ["-h, --help", HELP_OPTION.help],
    ]),
  );
  const environment = Object.entries(verb.environment);
  if (environment.length > 0) lines.push("", "environment:", ...table(environment));
  return lines.join("\n");
}

/** `--help` of a group: its commands, nested ones written out (`leads outbox list`), each with its summary. */
export function groupHelp(name: string, group: CommandGroup): string {
  const rows: [string, string][] = [];
  const collect = (prefix: string, commands: CommandGroup["commands"]) => {
    for (const [word, command] of Object.entries(commands)) {
      if (isVerb(command)) rows.push([`${prefix}${word}`, command.summary]);
      else collect(`${prefix}${word} `, command.commands);
    }
  };
  collect("", group.commands);
  return [
    `usage: ${name} <command> [arguments] [options]`,
    "",
    group.summary,
    "",
    "commands:",
    ...table(rows),
    "",
    `${name} <command> --help lists a command's arguments and options.`,
  ].join("\n");
}
