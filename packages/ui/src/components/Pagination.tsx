import type { PaginationData } from "../content/pages";
import { pageSlots } from "./pageSlots";
import { SiteLink } from "./SiteLink";

/** Page links with previous/next; the current page is marked, not linked. */
export function Pagination({ current, pageHrefs }: PaginationData) {
  const total = pageHrefs.length;
  if (total <= 1) return null;
  const previousHref = pageHrefs[current - 2];
  const nextHref = pageHrefs[current];
  return (
    <nav className="g-pagination" aria-label="ページ送り">
      <ul className="g-pagination__list">
        {previousHref ? (
          <li>
            <SiteLink href={previousHref} className="g-pagination__link g-pagination__link--step">
              前のページ
            </SiteLink>
          </li>
        ) : null}
        {pageSlots(current, total).map((slot, index) =>
          slot === "gap" ? (
            // Gaps carry no data; their position between two numbers identifies them.
            // biome-ignore lint/suspicious/noArrayIndexKey: position is the identity of a gap
            <li key={`gap-${index}`} className="g-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              {slot === current ? (
                <span className="g-pagination__link g-pagination__link--current" aria-current="page">
                  {slot}
                  <span className="g-visually-hidden">ページ目</span>
                </span>
              ) : (
                <SiteLink href={pageHrefs[slot - 1] ?? ""} className="g-pagination__link">
                  {slot}
                  <span className="g-visually-hidden">ページ目</span>
                </SiteLink>
              )}
            </li>
          ),
        )}
        {nextHref ? (
          <li>
            <SiteLink href={nextHref} className="g-pagination__link g-pagination__link--step">
              次のページ
            </SiteLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
