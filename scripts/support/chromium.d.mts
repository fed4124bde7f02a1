// Types for chromium.mjs, which the end-to-end tests (TypeScript) import too.
export const chromiumPath: string;
export const playwrightChromiumPath: string;
export const chromiumFlags: string[];
