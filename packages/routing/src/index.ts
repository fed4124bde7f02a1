// The whole facade: what browser builds get (browser.ts), and the redirect table and its tools, which
// only the server and the shell's lazily loaded redirect chunk use; the fact check runs at publish only.
export * from "./browser";
export * from "./factCheck";
export * from "./redirects";
export * from "./saleWindows";
