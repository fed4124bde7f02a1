import { CallToActionBlock, Notes, Page, PageHero } from "@genbagura/ui";
import type { ReactNode } from "react";
import type { MemberPageFrame } from "../../../content/premium/premiumContentTypes";
import { MemberSessionBar } from "./MemberSessionBar";

/** Every member page: the hero with the session bar, the page's own part, its notes and call to action. */
export function MemberPage({
  frame,
  children,
  after,
}: {
  frame: MemberPageFrame;
  children: ReactNode;
  /** What follows the call to action (a way back to the list). */
  after?: ReactNode;
}) {
  return (
    <Page>
      <PageHero title={frame.title} lead={frame.lead} meta={<MemberSessionBar text={frame.session} />} />
      {children}
      <Notes items={frame.notes} />
      <CallToActionBlock {...frame.callToAction} />
      {after}
    </Page>
  );
}
