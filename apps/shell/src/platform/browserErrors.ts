declare global {
  interface Window {
    /** The inline error capture's buffer (document/errorCapture.ts); the beacon sender takes it over. */
    __gbErrors?: { length: number; push(...items: number[]): number };
  }
}

/**
 * Counts an error React handled itself (a render that threw, a hydration it recovered from), which never
 * reaches the window's `error` event, with the errors the inline capture counts.
 */
export function noteBrowserError(): void {
  window.__gbErrors?.push(1);
}
