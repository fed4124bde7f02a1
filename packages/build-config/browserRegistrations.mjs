// @ts-check
// Browser builds of route registration modules leave out what only the server uses (ARCHITECTURE.md
// section 3): `title` and `description`, which the server renders into the page and every page's payload
// carries to client navigations, and `load`, `prerender` and the route kit's `content`, `toData` and `meta`, which
// never run in a browser (it reads `_payload.json`), so no content module is even named in browser code.
// Path, layout, guards, validation, breadcrumbs, reads and the lazy page stay.
import { parseAst } from "rolldown/parseAst";

/** Files whose object literals with a `path` are route registrations. */
export const registrationModules = /[\\/]src[\\/](routes[\\/][^\\/]+|routes)\.tsx?$/;

const dropped = new Set(["title", "description", "load", "prerender", "content", "toData", "meta"]);

/** @param {any} node */
function keyName(node) {
  if (node.type !== "Property" || node.computed) return undefined;
  if (node.key.type === "Identifier") return node.key.name;
  if (node.key.type === "Literal" && typeof node.key.value === "string") return node.key.value;
  return undefined;
}

/**
 * Source ranges [start, end) to remove: the server-only properties (with their trailing comma) of every
 * object literal that looks like a registration or a route kind's options: it has a `path`, or a `page`
 * beside a `layout`, `content` or `meta`.
 * @param {string} source
 * @param {string} filename
 * @returns {[number, number][]}
 */
export function registrationMetaRanges(source, filename) {
  const ast = parseAst(source, { lang: filename.endsWith(".tsx") ? "tsx" : "ts" }, filename);
  /** @type {[number, number][]} */
  const ranges = [];
  /** @param {any} node */
  const visit = (node) => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!node || typeof node !== "object" || typeof node.type !== "string") return;
    if (node.type === "ObjectExpression") {
      const names = node.properties.map(keyName);
      const page = node.properties[names.indexOf("page")];
      // A lazy page (not a number, as in pagination params) beside a layout or server-only data.
      const kindLike =
        page !== undefined &&
        page.value?.type !== "Literal" &&
        names.some((name) => name === "layout" || dropped.has(name));
      if (names.includes("path") || kindLike) {
        node.properties.forEach((/** @type {any} */ property, /** @type {number} */ index) => {
          if (!dropped.has(names[index])) return;
          const next = node.properties[index + 1];
          // Up to the next property, or past the last one's trailing comma.
          const trailing = /^\s*,/.exec(source.slice(property.end));
          ranges.push([property.start, next ? next.start : property.end + (trailing?.[0].length ?? 0)]);
        });
      }
    }
    for (const key of Object.keys(node)) {
      if (key !== "type" && key !== "start" && key !== "end") visit(node[key]);
    }
  };
  visit(ast);
  return ranges;
}

/**
 * @param {string} source
 * @param {string} filename
 */
export function withoutRegistrationMeta(source, filename) {
  const ranges = registrationMetaRanges(source, filename).sort((a, b) => b[0] - a[0]);
  let result = source;
  for (const [start, end] of ranges) result = result.slice(0, start) + result.slice(end);
  return result;
}

/**
 * Rspack loader (browser builds only).
 * @this {{ resourcePath: string }}
 * @param {string} source
 */
export default function browserRegistrationsLoader(source) {
  return withoutRegistrationMeta(source, this.resourcePath);
}
