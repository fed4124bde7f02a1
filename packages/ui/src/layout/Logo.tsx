import { brand } from "../siteIdentity";

/** The brand mark (a storehouse whose door is a camera lens) and the wordmark as real text. */
export function Logo() {
  return (
    <span className="g-logo">
      <svg
        className="g-logo__mark"
        width="40"
        height="40"
        viewBox="0 0 40 40"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="40" height="40" rx="8" fill="#0b2f5b" />
        <path d="M5 18 20 7l15 11z" fill="#f7941d" />
        <rect x="10" y="18" width="20" height="15" fill="#ffffff" />
        <circle cx="20" cy="25.5" r="5" fill="#0b2f5b" />
        <circle cx="20" cy="25.5" r="2" fill="#f7941d" />
      </svg>
      <span className="g-logo__wordmark">{brand.name}</span>
    </span>
  );
}
