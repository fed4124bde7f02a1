import { Page, Phrased } from "@genbagura/ui";
import { type ReactNode, useId } from "react";

interface ErrorPageProps {
  title: string;
  /** Shown above the title (the apology page's logo). */
  before?: ReactNode;
  /** Shown below the section (the 404's ways on). */
  after?: ReactNode;
  children: ReactNode;
}

/** The frame of every error view: a narrow page with one titled section (404, remote down, apology). */
export function ErrorPage({ title, before, after, children }: ErrorPageProps) {
  const titleId = useId();
  return (
    <Page narrow>
      <section className="g-error" aria-labelledby={titleId}>
        {before}
        <h1 id={titleId} className="g-error__title">
          <Phrased text={title} />
        </h1>
        {children}
      </section>
      {after}
    </Page>
  );
}
