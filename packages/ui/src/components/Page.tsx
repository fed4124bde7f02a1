import type { ReactNode } from "react";

export interface PageProps {
  /** `article` for self-contained content (news, case studies, terms), `div` otherwise. */
  as?: "article" | "div";
  /** Reading width for text-first pages. */
  narrow?: boolean;
  children: ReactNode;
}

/** The content column of every template: width, gutters and the vertical rhythm between sections. */
export function Page({ as: Tag = "div", narrow = false, children }: PageProps) {
  return <Tag className={narrow ? "g-page g-page--narrow" : "g-page"}>{children}</Tag>;
}
