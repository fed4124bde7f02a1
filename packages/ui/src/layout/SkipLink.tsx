/** First focusable element of every layout: jumps over the header to `<main id="main">`. */
export function SkipLink() {
  return (
    <a className="g-skip-link" href="#main">
      本文へスキップ
    </a>
  );
}
