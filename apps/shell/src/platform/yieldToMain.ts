/**
 * Ends the current task so the browser can paint and handle input before the next step of start-up.
 * A phone spends tens of milliseconds on each step; run back to back they make one long task that
 * blocks a tap, split they do not. `scheduler.yield` keeps our place in the queue where it exists.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
