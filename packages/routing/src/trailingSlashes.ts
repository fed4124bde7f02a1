const SLASH = 0x2f;

/**
 * `/a/b///` becomes `/a/b`; `/` and `///` stay `/`. One backwards walk over the trailing slashes: the
 * regex `/\/+$/` it replaces is quadratic on a path of many slashes that does not end in one (each start
 * position scans the whole run again), and navigation runs this for every link of every render.
 */
export function trimTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 1 && path.charCodeAt(end - 1) === SLASH) end -= 1;
  return end === path.length ? path : path.slice(0, end);
}
