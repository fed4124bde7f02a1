/** Views of one version during the analysis, and how many had at least one error. */
export interface ViewCounts {
  views: number;
  erroredViews: number;
}

export interface CanaryVerdictInput {
  canary: ViewCounts;
  live: ViewCounts;
  /** Views the canary needs by the end of the window to be promoted (--min-views). */
  minViews: number;
  windowOver: boolean;
}

export type CanaryVerdict =
  | { action: "wait" }
  | { action: "rollback"; reason: "errors" }
  | { action: "promote" }
  | { action: "rollback"; reason: "not enough traffic" };

/** Errored views a canary needs before its rate can condemn it: one unlucky visitor is not a trend. */
export const minErroredViews = 5;
/** How many times live's rate the canary's must reach to be rolled back. */
export const rateFactor = 2;

/** Live's error rate, smoothed so a live version with no views or no errors is still a fair yardstick. */
export const liveRate = (live: ViewCounts) => (live.erroredViews + 1) / (live.views + 1);
export const canaryRate = (canary: ViewCounts) =>
  canary.views === 0 ? 0 : canary.erroredViews / canary.views;

/**
 * The rule of ARCHITECTURE.md section 15: roll back as soon as the canary has at least 5 errored views
 * and a rate at least twice live's (errored + 1) / (views + 1); at the end of the window promote it if it
 * had at least `minViews` views, otherwise roll it back for want of traffic.
 */
export function judgeCanary({ canary, live, minViews, windowOver }: CanaryVerdictInput): CanaryVerdict {
  if (canary.erroredViews >= minErroredViews && canaryRate(canary) >= rateFactor * liveRate(live)) {
    return { action: "rollback", reason: "errors" };
  }
  if (!windowOver) return { action: "wait" };
  return canary.views >= minViews
    ? { action: "promote" }
    : { action: "rollback", reason: "not enough traffic" };
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/** The numbers behind a verdict, for the operator. */
export function verdictNumbers(input: CanaryVerdictInput): string {
  const { canary, live, minViews } = input;
  return (
    `canary ${canary.views} views, ${canary.erroredViews} errored (rate ${percent(canaryRate(canary))}); ` +
    `live ${live.views} views, ${live.erroredViews} errored (rate (${live.erroredViews}+1)/(${live.views}+1) = ` +
    `${percent(liveRate(live))}, rollback at ${percent(rateFactor * liveRate(live))} with >= ${minErroredViews} errored); ` +
    `promotion needs >= ${minViews} views`
  );
}
