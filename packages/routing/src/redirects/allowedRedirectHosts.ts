/**
 * The only hosts a redirect may send a visitor to. A rule whose target host is missing here fails
 * validation, so the redirect table can never become an open redirect to an arbitrary site.
 */
export const allowedRedirectHosts: readonly string[] = [
  "cloud.genbagura.jp",
  "store.genbagura.jp",
  "www.mirai-genba.co.jp",
  "www.youtube.com",
  "apps.apple.com",
];
