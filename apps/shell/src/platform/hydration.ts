// The moment the page is hydrated, for work that must not compete with hydration: code a page does not
// need to become interactive is fetched after it (the size budget counts what is fetched before).

export const hydratedMark = "genbagura:hydrated";

const waiting: (() => void)[] = [];
let hydrated = false;

/** Called once by the root route's first effect: the page is interactive. */
export function markHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  document.documentElement.dataset.hydrated = "true";
  performance.mark(hydratedMark);
  for (const callback of waiting.splice(0)) callback();
}

/** Runs `task` when the browser is idle after hydration. */
export function afterHydration(task: () => void): void {
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(() => task());
    else setTimeout(task, 0);
  };
  if (hydrated) whenIdle();
  else waiting.push(whenIdle);
}
