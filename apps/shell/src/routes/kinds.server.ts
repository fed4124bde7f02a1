import { formPagesServer } from "@genbagura/ui/pageKinds.server";

/** The server halves of the shell's kinds (`./kinds.ts`). */

// Content names the form by a plain string (content does not import src/); the page checks it at render.
export const formPages = formPagesServer<string>(() => import("../forms").then((module) => module.forms));
