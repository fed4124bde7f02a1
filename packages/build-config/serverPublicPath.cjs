// First module of every server bundle. A published bundle lies at `<site>/store/<app>/<version>/server/`
// and its build's client files are served at `/assets/<app>/<version>/`: asset URLs rendered on the server
// (the drawings) are then the very URLs the browser computes from the script it loaded, so hydration
// matches. A bundle read from elsewhere (an app's own dist/, in tests) keeps the root path.
const parts = __dirname.split(/[\\/]/);
const [store, app, version, server] = parts.slice(-4);
if (store === "store" && server === "server" && /^[a-z-]+$/.test(app) && /^[0-9a-f]{10}$/.test(version)) {
  __webpack_public_path__ = `/assets/${app}/${version}/`;
}
