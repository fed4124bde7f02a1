// The whole facade: what browser builds get (browser.ts), and the redirect table and its tools, which
// only the server and the shell's lazily loaded redirect chunk use.
export * from "./browser";
export * from "./redirects";
