/** What the error page asks a visitor to quote, so their report leads to this request's log line. */
export const requestReferenceText = "お問い合わせの際はこの番号をお伝えください";

/**
 * The error page with the request id on it. It goes before the React root, which hydration never
 * touches, so the page hydrates as rendered; the id is a safe token (see `requestIdFor`). The shell's
 * beacon sender reads its class: the origin counted this view as errored already, so the browser does not.
 */
export function withRequestReference(html: string, requestId: string): string {
  const reference = `<aside class="g-error-reference" aria-label="お問い合わせ番号"><p>${requestReferenceText}：<code>${requestId}</code></p></aside>`;
  return html.replace('<div id="root">', `${reference}\n<div id="root">`);
}
