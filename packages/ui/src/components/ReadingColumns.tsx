import type { ReactNode } from "react";

/**
 * A reading page's text and its column of sharing and related links: beside the text from 1024 px, where
 * the text keeps its reading width; after it on a phone.
 */
export function ReadingColumns({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    <div className="g-reading">
      <div className="g-reading__body">{children}</div>
      <div className="g-reading__aside">{aside}</div>
    </div>
  );
}
