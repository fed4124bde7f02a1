import { drawingOf, type IllustrationName } from "./drawings";
import { illustrationFiles } from "./files";

/** A drawing as a page shows it: what content puts in a page's data (and so its payload). */
export interface IllustrationRef {
  name: IllustrationName;
  /** The versioned file (`/assets/<app>/<version>/illustrations/<name>.<hash>.svg`). */
  src: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * The drawing `name`, resolved for a page. Content calls it where it names a drawing; content runs in a
 * route's `load` only, so the table of drawings and their URLs stays on the server and the browser gets
 * these few fields in the page's payload, never as JavaScript.
 */
export function drawing(name: IllustrationName): IllustrationRef {
  const { alt, width, height } = drawingOf(name);
  return { name, src: illustrationFiles[name], alt, width, height };
}
