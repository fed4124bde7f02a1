import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
// Tests only: in the site the shell provides the router; here a memory router stands in for it.
import { MemoryRouter } from "react-router";

/** Server-renders an element inside a router at `path`, as the shell does. */
export function renderHtml(element: ReactElement, path = "/"): string {
  return renderToString(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);
}

/**
 * Like {@link renderHtml}, but waits for lazy parts (the lead form's island) as the site's server render
 * does (`react-dom/static` prerender): use it for pages that hold a form.
 */
export async function renderCompleteHtml(element: ReactElement, path = "/"): Promise<string> {
  const { prelude } = await prerender(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);
  return new Response(prelude).text();
}
