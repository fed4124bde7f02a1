import type { PageProps } from "@genbagura/routing";
import { LandingPage, type LandingPageContent } from "@genbagura/ui";

/**
 * The landing page of case study 023 (`/adlp/case/023`). Its root carries the page's own class and the
 * entrance transition (`g-page-transition`, which respects prefers-reduced-motion in the site's CSS).
 */
export default function Case023LandingPage({ data }: PageProps<LandingPageContent>) {
  return (
    <div className="g-page-transition g-lp-case023">
      <LandingPage content={data} />
    </div>
  );
}
