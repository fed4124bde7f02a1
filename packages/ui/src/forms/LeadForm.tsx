import { lazy, Suspense, useEffect, useState } from "react";
import { formWantedNow, whenFormWanted } from "./formIsland";
import type { LeadFormProps } from "./LeadFormBody";

export type { LeadFormProps } from "./LeadFormBody";

/**
 * The form's fields, layout, schema and validation library, fetched when the form is wanted (see
 * formIsland.ts). On the server it renders at once: `prerender` waits for it.
 */
const LeadFormBody = lazy(() =>
  whenFormWanted().then(() => import(/* webpackChunkName: "lead-form" */ "./LeadFormBody")),
);

/**
 * A lead form of the site (LeadFormBody.tsx), hydrated as an island of its own: the page around it is
 * interactive without the form's code, and the form's server HTML stays, typed into, until it arrives.
 */
export function LeadForm(props: LeadFormProps) {
  // When the form appeared (the API's fill-time check counts from here, not from the island's arrival).
  const [shownAt] = useState(() => Date.now());
  useEffect(() => {
    formWantedNow();
  }, []);
  return (
    <Suspense fallback={null}>
      <LeadFormBody {...props} shownAt={shownAt} />
    </Suspense>
  );
}
