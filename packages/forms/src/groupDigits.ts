/**
 * `1234567` → `1,234,567`: what `toLocaleString("ja-JP")` prints for a whole number, without Intl.
 * The first Intl call of a page loads the browser's locale data, 15–40 ms of a phone's start-up,
 * and these numbers (character limits, prices) are formatted while the page starts.
 */
export function groupDigits(value: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number: ${value}`);
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return value < 0 ? `-${digits}` : digits;
}
