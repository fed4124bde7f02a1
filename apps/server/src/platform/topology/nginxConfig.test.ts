import { describe, expect, it } from "vitest";
import { staticFileSecurityHeaders } from "../http/securityHeaders";
import { nginxMainConfig, nginxSiteConfig } from "./nginxConfig";

describe("the nginx site configuration", () => {
  it("adds to every file it serves itself the security headers the origin sends", async () => {
    const headers = await staticFileSecurityHeaders();
    const config = nginxSiteConfig("/srv/site", headers);
    const locations = config.split(/\n(?=location )/u).filter((part) => part.includes("gzip_static on;"));
    expect(locations.length).toBeGreaterThan(1);
    for (const location of locations) {
      for (const [name, value] of headers)
        expect(location).toContain(`add_header ${name} "${value}" always;`);
    }
  });

  it("gets a strict policy from the origin's middleware: no inline script, no framing, HTTPS only", async () => {
    const headers = new Map(await staticFileSecurityHeaders());
    const csp = headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self'(;|$)/u);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers.get("strict-transport-security")).toContain("max-age=");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("x-frame-options")).toBe("DENY");
    for (const value of headers.values()) expect(value).not.toContain('"');
  });

  it("refuses /metrics to everyone who comes through nginx and shows nginx's counters on loopback only", () => {
    const site = nginxSiteConfig("/srv/site", []);
    expect(site).toMatch(/location = \/metrics \{[^}]*return 404;[^}]*\}/u);
    expect(site).toContain("proxy_set_header X-Request-Id $request_id;");
    const main = nginxMainConfig({
      prefix: "/tmp/nginx",
      listen: "127.0.0.1:8080",
      origins: ["127.0.0.1:3000"],
      siteConfig: "/srv/site/deploy/nginx-site.conf",
      runsAsRoot: false,
      statusListen: "127.0.0.1:8081",
    });
    const status =
      /listen 127\.0\.0\.1:8081;[\s\S]*?location = \/nginx_status \{([^}]*)\}/u.exec(main)?.[1] ?? "";
    expect(status).toContain("stub_status;");
    expect(status).toMatch(/allow 127\.0\.0\.1;[\s\S]*deny all;/u);
  });
});
