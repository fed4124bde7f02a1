import {
  type CanaryVerdict,
  type CanaryVerdictInput,
  judgeCanary,
  type ViewCounts,
  verdictNumbers,
} from "./canaryRule";
import type { VersionCounts } from "./versionHealthStore";
import { VERSION_VIEWS_FLUSH_MS } from "./versionViews";

export interface CanaryWatchOptions {
  app: string;
  canaryVersion: string;
  liveVersion: string;
  windowMs: number;
  minViews: number;
  /** The stored counts of every version (every origin's, with PostgreSQL). */
  read: () => Promise<VersionCounts[]>;
  /** False once the canary is no longer the one watched (promoted or cancelled by hand). */
  stillCanary: () => boolean;
  log: (line: string) => void;
  pollMs?: number;
}

export type CanaryWatchResult =
  | { verdict: Exclude<CanaryVerdict, { action: "wait" }>; numbers: string }
  | { stopped: string };

const zero: ViewCounts = { views: 0, erroredViews: 0 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function countsOf(rows: readonly VersionCounts[], app: string, version: string): ViewCounts {
  const row = rows.find((entry) => entry.app === app && entry.version === version);
  return row ? { views: row.views, erroredViews: row.erroredViews } : zero;
}

const since = (now: ViewCounts, start: ViewCounts): ViewCounts => ({
  views: now.views - start.views,
  erroredViews: now.erroredViews - start.erroredViews,
});

/**
 * Watches a canary against its live version with the rule of section 15, on the views both get from the
 * start of the watch, until a verdict. The origins flush their counts every few seconds, so the last
 * reading of the window is taken one flush later.
 */
export async function watchCanary(options: CanaryWatchOptions): Promise<CanaryWatchResult> {
  const { app, canaryVersion, liveVersion, minViews } = options;
  const pollMs = options.pollMs ?? 1_000;
  const startRows = await options.read();
  const start = {
    canary: countsOf(startRows, app, canaryVersion),
    live: countsOf(startRows, app, liveVersion),
  };
  const startedAt = Date.now();
  const endsAt = startedAt + options.windowMs;
  let lastProgress = startedAt;
  for (;;) {
    const windowOver = Date.now() >= endsAt + VERSION_VIEWS_FLUSH_MS;
    if (!options.stillCanary()) {
      return {
        stopped: `${app} ${canaryVersion} is no longer the canary (changed by hand): analysis stopped`,
      };
    }
    let rows: VersionCounts[];
    try {
      rows = await options.read();
    } catch (error) {
      // The counts are unreadable for now: no verdict without numbers; the window still runs out.
      options.log(`canary analysis: counts unavailable (${(error as Error).message}), trying again`);
      if (windowOver) return { stopped: "the counts could not be read at the end of the window" };
      await sleep(pollMs);
      continue;
    }
    const input: CanaryVerdictInput = {
      canary: since(countsOf(rows, app, canaryVersion), start.canary),
      live: since(countsOf(rows, app, liveVersion), start.live),
      minViews,
      windowOver,
    };
    const verdict = judgeCanary(input);
    if (verdict.action !== "wait") return { verdict, numbers: verdictNumbers(input) };
    if (Date.now() - lastProgress >= 5_000) {
      lastProgress = Date.now();
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      options.log(`canary analysis (${left} s left): ${verdictNumbers(input)}`);
    }
    await sleep(pollMs);
  }
}
