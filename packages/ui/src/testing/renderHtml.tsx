import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
// Tests only: in the site the shell provides the router; here a memory router stands in for it.
import { MemoryRouter } from "react-router";

/** Server-renders an element inside a router at `path`, as the shell does. */
export function renderHtml(element: ReactElement, path = "/"): string {
  return renderToString(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);
}
