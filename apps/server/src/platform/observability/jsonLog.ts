/** One log line: a JSON object with the time and level first. Values are facts, never form bodies. */
export type LogFields = Record<string, string | number | boolean | undefined>;
export type LogLevel = "info" | "warn" | "error";

export type LogWriter = (line: string) => void;

const toStdout: LogWriter = (line) => void process.stdout.write(line);

/** Writes one JSON object per line (what a log shipper reads without parsing rules). */
export function createJsonLog(write: LogWriter = toStdout) {
  return (level: LogLevel, msg: string, fields: LogFields) => {
    write(`${JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })}\n`);
  };
}

export type JsonLog = ReturnType<typeof createJsonLog>;
