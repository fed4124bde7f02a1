import type { LoadResult, PageMeta } from "@genbagura/routing";
import type { KindServer } from "@genbagura/routing/routeKit";
import type { ThanksPageContent } from "@genbagura/ui";
import type { ListingRouteData } from "../../content/news/listingData";
import type { RecordingRequestData } from "../../content/seminars/archivePayload";
import type { SeminarRouteData } from "../../content/seminars/seminarData";

/** The server halves of the news's own kinds (`./kinds.ts`): never in a browser build. */

/**
 * A kind whose content is a payload, data and metadata made together by one function: the page receives
 * the data, and the metadata made with that very data object becomes the page's.
 */
function payloadServer<Data extends object>(): KindServer<LoadResult<Data>, Data> {
  const metaOf = new WeakMap<Data, PageMeta | undefined>();
  return {
    toData: async ({ data, meta }) => {
      metaOf.set(data, meta);
      return data;
    },
    meta: async (data) => metaOf.get(data),
  };
}

export const seminarIndexPayloadPage = payloadServer<ListingRouteData>();
export const seminarPayloadPage = payloadServer<SeminarRouteData>();
export const recordingRequestPayloadPage = payloadServer<RecordingRequestData>();
export const recordingThanksPayloadPage = payloadServer<ThanksPageContent>();
