/**
 * Milliseconds of the fastest of several batches of `calls` calls: the minimum is the run least disturbed
 * by other processes, which makes ratios between input sizes stable enough to tell linear from quadratic.
 */
export function fastestRunMs(work: () => unknown, calls: number, batches = 7): number {
  let fastest = Number.POSITIVE_INFINITY;
  for (let batch = 0; batch < batches; batch += 1) {
    const start = performance.now();
    for (let call = 0; call < calls; call += 1) work();
    fastest = Math.min(fastest, performance.now() - start);
  }
  return fastest;
}
