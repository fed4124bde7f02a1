import type { LoadContext } from "@genbagura/routing";
import { testLoadContext as emptyLoadContext } from "@genbagura/routing/testing/loadContext";

/** The server's cross-app context, empty: no support page reads other apps' data. */
export const testLoadContext: LoadContext = emptyLoadContext();
