import type { Renderer } from "@genbagura/routing";

/** An unlikely path, rendered once per renderer as the template of every 404 page. */
const marker = "/__genbagura_not_found__";
const hydrationStart = '<script type="application/json" id="__hydration">';

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const escapeJsonString = (text: string) => JSON.stringify(text).slice(1, -1).replace(/</g, "\\u003c");

const templates = new WeakMap<Renderer, Promise<string>>();

/**
 * The 404 page for a path no route matches, from a document rendered once per renderer: a flood of
 * random URLs costs a string replacement each, not a server render. The path goes into the markup
 * HTML-escaped and into the hydration data JSON-escaped, exactly where a render would put it.
 */
export async function notFoundDocument(
  renderer: Renderer,
  origin: string,
  pathname: string,
): Promise<string> {
  let template = templates.get(renderer);
  if (!template) {
    template = renderer.renderDocument(new Request(new URL(marker, origin))).then((result) => {
      if (result.kind !== "html" || result.status !== 404)
        throw new Error("the 404 template did not render as 404");
      return result.html;
    });
    templates.set(renderer, template);
  }
  const html = await template;
  const split = html.indexOf(hydrationStart);
  const markup = html.slice(0, split).split(marker).join(escapeHtml(pathname));
  const data = html.slice(split).split(marker).join(escapeJsonString(pathname));
  return markup + data;
}
