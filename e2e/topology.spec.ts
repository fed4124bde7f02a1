import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { redirectTable } from "@genbagura/routing";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { demoLicences } from "../apps/server/src/identity/licence/demoLicences";
import { demoMembers } from "../apps/server/src/identity/premium/demoMembers";
import { copySite, npmRun, readRegistryOf, sourceHold } from "./support/deployWorkbench";
import { e2eSiteDir } from "./support/environment";

// The production topology of ARCHITECTURE.md section 11, started the way an operator would (README:
// `npm run topology`): PostgreSQL, two origins and nginx in front, on loopback, over a copy of the site.
test.describe.configure({ mode: "serial", timeout: 180_000 });

interface Topology {
  nginx: string;
  /** nginx's stub_status, on a loopback port of its own. */
  nginxStatus: string;
  origins: { url: string; pid: number; dataDir: string }[];
  databaseUrl: string;
}

let topology: Topology;
let runner: ChildProcess;
let siteDir: string;
const sources = sourceHold(["cloud"]);
const edits = sources.edits;

test.beforeAll(async () => {
  // Waits while the other spec that edits sources runs.
  test.setTimeout(600_000);
  await sources.take();
  siteDir = copySite(e2eSiteDir, "topology-site");
  runner = spawn("npm", ["run", "--silent", "topology"], {
    env: { ...process.env, SITE_DIR: siteDir },
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  topology = await new Promise<Topology>((resolve, reject) => {
    let output = "";
    runner.stdout?.on("data", (chunk: Buffer) => {
      output += chunk;
      const line = /^topology (\{.*\})$/m.exec(output);
      if (line) resolve(JSON.parse(line[1]!) as Topology);
    });
    runner.once("exit", (code) => reject(new Error(`topology exited with ${code}: ${output}`)));
  });
});

test.afterAll(async () => {
  if (runner.pid) process.kill(-runner.pid, "SIGTERM");
  await new Promise((resolve) => runner.once("exit", resolve));
  sources.giveBack();
});

const visitor = { cookie: "gb_bucket=50", "accept-encoding": "identity" };

async function sitemapPaths(origin: string): Promise<string[]> {
  const index = await (await fetch(`${origin}/sitemap.xml`)).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const paths: string[] = [];
  for (const file of files) {
    const xml = await (await fetch(origin + file)).text();
    paths.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname));
  }
  return paths;
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];

test("nginx serves every page of the sitemap exactly as an origin does", async () => {
  const [origin] = topology.origins;
  const paths = await sitemapPaths(topology.nginx);
  expect(paths.length).toBeGreaterThan(0);
  expect(new Set(paths).size).toBe(paths.length);
  for (const path of paths) {
    const [proxied, direct] = await Promise.all([
      fetch(topology.nginx + path, { headers: visitor }),
      fetch(origin!.url + path, { headers: visitor }),
    ]);
    const [proxiedBody, directBody] = await Promise.all([proxied.text(), direct.text()]);
    expect(proxied.status, path).toBe(direct.status);
    expect(canonicalOf(proxiedBody), path).toBe(canonicalOf(directBody));
    expect(proxiedBody === directBody, `${path}: same body`).toBe(true);
  }
});

test("a stranger asking nginx for the origins' metrics is refused; nginx's counters stay on loopback", async () => {
  const refused = await fetch(`${topology.nginx}/metrics`);
  expect(refused.status).toBe(404);
  expect(await refused.text()).not.toContain("# HELP");
  // The origin behind it does answer its own scraper: the refusal above is the proxy's rule at work.
  const direct = await fetch(`${topology.origins[0]!.url}/metrics`);
  expect(direct.status).toBe(200);
  expect(await direct.text()).toContain("genbagura_http_requests_total{");
  expect(await (await fetch(topology.nginxStatus)).text()).toMatch(/^Active connections: \d+/u);
});

test("a 2,000-character Japanese search gets the cut notice through nginx and from each origin", async () => {
  // About 18 KB percent-encoded: past the request-line buffers of nginx's and Node's defaults.
  const url = `/search?q=${encodeURIComponent("雨の日に使えるタブレット".repeat(170))}`;
  for (const base of [topology.nginx, ...topology.origins.map((origin) => origin.url)]) {
    const response = await fetch(base + url, { headers: visitor });
    expect(response.status, base).toBe(200);
    expect(await response.text(), base).toContain("先頭の100文字で検索しました");
  }
});

/** Follows redirects by hand, as far as the site goes; the last answer's status and address. */
async function finalDestination(base: string, path: string): Promise<string> {
  let url = new URL(path, base);
  for (let hop = 0; hop < 6; hop += 1) {
    if (url.origin !== new URL(base).origin) return `${url.href} (off-site)`;
    const response = await fetch(url, { redirect: "manual", headers: visitor });
    await response.arrayBuffer();
    const location = response.headers.get("location");
    if (response.status < 300 || response.status >= 400 || !location) {
      return `${response.status} ${url.pathname}${url.search}`;
    }
    url = new URL(location, url);
  }
  return "too many redirects";
}

test("every redirect rule ends where it ends on the origin, through nginx", async () => {
  const [origin] = topology.origins;
  const sources = redirectTable.flatMap((rule) => {
    const variants = [rule.from, `${rule.from}/`, `${rule.from}?a=1&a=2&b=%E3%81%82`];
    if (!rule.indexOnly) variants.push(`${rule.from}/deeper/page?x=1`);
    if (rule.from.includes("_")) variants.push(rule.from.replace("_", "%5F"));
    variants.push(`/${rule.from}`);
    return variants;
  });
  const differences: string[] = [];
  for (const source of sources) {
    const [viaNginx, viaOrigin] = await Promise.all([
      finalDestination(topology.nginx, source),
      finalDestination(origin!.url, source),
    ]);
    if (viaNginx !== viaOrigin) differences.push(`${source}: nginx ${viaNginx}, origin ${viaOrigin}`);
  }
  expect(differences).toEqual([]);
});

test("an encoded backslash never takes a keep-the-rest redirect out of its target, through nginx", async () => {
  for (const rule of redirectTable.filter((entry) => entry.keepRest)) {
    const response = await fetch(`${topology.nginx}${rule.from}/..%5C..%5Cevil`, { redirect: "manual" });
    const location = response.headers.get("location") ?? "";
    // A browser reads `\` as `/`: resolved, the target must still lie under the rule's own.
    expect(new URL(location, topology.nginx).pathname.startsWith(rule.to), `${rule.from}: ${location}`).toBe(
      true,
    );
  }
});

test("a deploy, a rollback and a canary take effect through nginx as on one origin", async () => {
  const newText = "現場蔵クラウド 構成確認版";
  edits.replace("apps/cloud/content/pages/plan.ts", 'eyebrow: "現場蔵クラウド",', `eyebrow: "${newText}",`);
  const seesNewText = async () =>
    (await (await fetch(`${topology.nginx}/cloud/plan`)).text()).includes(newText);
  const within2s = async (expected: boolean) => {
    const deadline = Date.now() + 2000;
    while ((await seesNewText()) !== expected) {
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return true;
  };

  const deploy = await npmRun("deploy", ["cloud"], siteDir);
  expect(deploy.status, deploy.output).toBe(0);
  expect(await within2s(true)).toBe(true);
  const rollback = await npmRun("rollback", ["cloud"], siteDir);
  expect(rollback.status, rollback.output).toBe(0);
  expect(await within2s(false)).toBe(true);

  const canary = await npmRun("deploy", ["cloud", "--canary", "50"], siteDir);
  expect(canary.status, canary.output).toBe(0);
  let onCanary = 0;
  for (let fresh = 0; fresh < 40; fresh += 1) if (await seesNewText()) onCanary += 1;
  expect(onCanary).toBeGreaterThanOrEqual(8);
  expect(onCanary).toBeLessThanOrEqual(32);
  // A visitor keeps their bucket, through either origin.
  const canaryVersion = readRegistryOf(siteDir).apps.cloud.canary?.version;
  for (const bucket of [0, 99]) {
    for (let visit = 0; visit < 4; visit += 1) {
      const html = await (
        await fetch(`${topology.nginx}/cloud/plan`, { headers: { cookie: `gb_bucket=${bucket}` } })
      ).text();
      expect(html.includes(newText)).toBe(bucket < 50);
      expect(html.includes(`"version":"${canaryVersion}"`)).toBe(bucket < 50);
    }
  }
  expect((await npmRun("rollback", ["cloud"], siteDir)).status).toBe(0);
  edits.restore();
});

test("a server-side redirect added in PostgreSQL is honoured by both origins within 5 s", async () => {
  const from = `/campaign-topology-${Date.now().toString(36)}`;
  const added = await new Promise<number>((resolve) => {
    const command = spawn("npm", ["run", "--silent", "redirects", "--", "add", from, "/contact", "302"], {
      env: { ...process.env, DATABASE_URL: topology.databaseUrl },
      stdio: "ignore",
    });
    command.once("exit", (code) => resolve(code ?? 1));
  });
  expect(added).toBe(0);
  const started = Date.now();
  for (const origin of [...topology.origins.map((entry) => entry.url), topology.nginx]) {
    await expect
      .poll(
        async () => {
          const response = await fetch(origin + from, { redirect: "manual" });
          return `${response.status} ${response.headers.get("location")}`;
        },
        { timeout: 5000, intervals: [200] },
      )
      .toBe("302 /contact");
  }
  expect(Date.now() - started).toBeLessThan(5000);
});

/** A browser's post from a page of the site (its public origin), with the visitor's cookie. */
async function postJson(url: string, body: unknown, cookie = "") {
  return fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: "https://www.genbagura.jp",
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

const sessionCookieOf = (response: Response) =>
  (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

test("a member signed in through one origin is signed in on the other, and signing out on one signs out on both", async () => {
  const [first, second] = topology.origins.map((origin) => origin.url) as [string, string];
  const everywhere = [first, second, topology.nginx];
  const member = demoMembers[0];
  /** The member the API names (or "none") and the guarded page's status, as each entry point sees the cookie. */
  const signedInOn = async (base: string, cookie: string) => {
    const me = await fetch(`${base}/api/premium/me`, { headers: { cookie } });
    const { member } = (await me.json()) as { member: { memberId: string } | null };
    const page = await fetch(`${base}/price/premium`, { headers: { cookie }, redirect: "manual" });
    await page.arrayBuffer();
    return `${me.status} ${member?.memberId ?? "none"} ${page.status}`;
  };

  for (const [signIn, signOut] of [
    [first, second],
    [topology.nginx, first],
  ] as const) {
    const login = await postJson(`${signIn}/api/premium/login`, {
      memberId: member.memberId,
      password: member.password,
    });
    expect(login.status, signIn).toBe(200);
    const cookie = sessionCookieOf(login);
    for (const base of everywhere)
      expect(await signedInOn(base, cookie), base).toBe(`200 ${member.memberId} 200`);
    expect((await postJson(`${signOut}/api/premium/logout`, {}, cookie)).status).toBe(204);
    for (const base of everywhere) expect(await signedInOn(base, cookie), base).toBe("200 none 302");
  }

  // The sign-in throttle counts on both origins together: three free mistakes, wherever they land,
  // and the next attempt on the account waits on either origin.
  const guess = (base: string) =>
    postJson(`${base}/api/premium/login`, { memberId: demoMembers[1].memberId, password: "wrong guess" });
  for (const base of [first, second, first]) expect((await guess(base)).status).toBe(401);
  expect((await guess(second)).status).toBe(401);
  const waits = await Promise.all([guess(first), guess(second)]);
  expect(waits.map((response) => response.status)).toEqual([429, 429]);
});

test("a licence deregistration done through one origin shows on the other and through nginx", async () => {
  const [first, second] = topology.origins.map((origin) => origin.url) as [string, string];
  const { licence } = demoLicences[0]!;
  const login = await postJson(`${topology.nginx}/api/licence/login`, {
    licenceKey: licence.key,
    email: licence.holderEmail,
  });
  expect(login.status).toBe(200);
  const cookie = sessionCookieOf(login);
  const activeOn = async (base: string) => {
    const response = await fetch(`${base}/api/licence/activations`, { headers: { cookie } });
    expect(response.status, base).toBe(200);
    return ((await response.json()) as { activations: { id: string }[] }).activations.map(
      (entry) => entry.id,
    );
  };
  const before = await activeOn(first);
  expect(before.length).toBeGreaterThan(0);
  const freed = before[0]!;
  const answer = await postJson(`${second}/api/licence/deregister`, { activationId: freed }, cookie);
  expect(await answer.json()).toEqual({ activationId: freed, status: "deregistered" });
  for (const base of [first, second, topology.nginx]) {
    expect(await activeOn(base), base).toEqual(before.filter((id) => id !== freed));
  }
  // Freeing it again through the other origin finds it already freed.
  const again = await postJson(`${first}/api/licence/deregister`, { activationId: freed }, cookie);
  expect(((await again.json()) as { status: string }).status).toBe("already_deregistered");
});

const contactBody = {
  companyName: "株式会社北斗土木",
  department: "工事部",
  lastName: "佐藤",
  firstName: "一郎",
  lastNameKana: "サトウ",
  firstNameKana: "イチロウ",
  email: "sato@example.co.jp",
  emailConfirm: "sato@example.co.jp",
  phone: "03-1234-5678",
  industry: "土木",
  employees: "21〜50名",
  message: "構成の試験です。",
  consent: true,
  website: "",
};

test("rate limits are shared: the 11th submission from one address is refused whichever origin gets it", async () => {
  const [first, second] = topology.origins;
  // The test talks to the origins as nginx would: from a trusted proxy, naming the client.
  const client = `198.51.100.${Math.floor(Math.random() * 200) + 20}`;
  const statuses: number[] = [];
  for (let index = 0; index < 11; index += 1) {
    const origin = index % 2 === 0 ? first! : second!;
    const response = await fetch(`${origin.url}/api/forms/contact`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: "https://www.genbagura.jp",
        "x-forwarded-for": client,
      },
      body: JSON.stringify({
        ...contactBody,
        message: `上限の試験 ${index}`,
        startedAt: Date.now() - 20_000,
      }),
    });
    statuses.push(response.status);
  }
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
  expect(statuses[10]).toBe(429);
  const other = await fetch(`${second!.url}/api/forms/contact`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: "https://www.genbagura.jp",
      "x-forwarded-for": "198.51.100.5",
    },
    body: JSON.stringify({ ...contactBody, startedAt: Date.now() - 20_000 }),
  });
  expect(other.status).toBe(201);
});

test("a visitor on nginx's own address sends a form and signs in from the browser", async ({ page }) => {
  await page.goto(`${topology.nginx}/contact`);
  const statuses = await page.evaluate(
    async ({ form, member }) => {
      const post = (path: string, body: unknown) =>
        fetch(path, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        }).then((response) => response.status);
      return [
        await post("/api/forms/contact", { ...form, startedAt: Date.now() - 20_000 }),
        await post("/api/premium/login", member),
      ];
    },
    { form: contactBody, member: { memberId: demoMembers[0].memberId, password: demoMembers[0].password } },
  );
  expect(statuses).toEqual([201, 200]);
});

/** A POST from a chosen loopback address: nginx passes it on as the client's address. */
function postFrom(localAddress: string, url: string, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest(url, { method: "POST", headers, localAddress }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        text += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on("error", reject);
    request.end(body);
  });
}

test("an origin killed under form load: nginx moves to the other, no lead lost or stored twice", async () => {
  const retryable = new Set([502, 503, 504]);
  const acknowledged = new Map<string, string>();
  const clientFailures: string[] = [];
  let retries = 0;
  /** What the form kit does: retry a retryable failure with the same Idempotency-Key. */
  async function submit(key: string, index: number) {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      let status = 0;
      try {
        // Visitors from 60 addresses, within the default limit of each.
        const response = await postFrom(
          `127.0.0.${10 + (index % 60)}`,
          `${topology.nginx}/api/forms/contact`,
          { "content-type": "application/json", origin: "https://www.genbagura.jp", "idempotency-key": key },
          JSON.stringify({ ...contactBody, message: `構成の試験 ${index}`, startedAt: Date.now() - 20_000 }),
        );
        status = response.status;
        const body = JSON.parse(response.body) as { id?: string };
        if (status === 200 || status === 201) {
          acknowledged.set(key, body.id!);
          return;
        }
      } catch {
        status = -1;
      }
      if (status !== -1 && !retryable.has(status)) {
        clientFailures.push(`${key}: ${status}`);
        return;
      }
      retries += 1;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    clientFailures.push(`${key}: gave up`);
  }

  const keys = Array.from({ length: 300 }, (_, index) => `topology-${Date.now()}-${index}`);
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const index = next;
      next += 1;
      await submit(keys[index]!, index);
    }
  };
  const load = Promise.all(Array.from({ length: 6 }, worker));
  // Killed mid-load: once a quarter of the submissions are acknowledged.
  await expect.poll(() => acknowledged.size, { intervals: [20], timeout: 30_000 }).toBeGreaterThanOrEqual(75);
  process.kill(topology.origins[0]!.pid, "SIGKILL");
  const acknowledgedAtKill = acknowledged.size;
  await load;
  expect(acknowledgedAtKill).toBeLessThan(keys.length / 2);

  expect(clientFailures).toEqual([]);
  expect(acknowledged.size).toBe(keys.length);
  const client = new pg.Client({ connectionString: topology.databaseUrl });
  await client.connect();
  try {
    const rows = await client.query<{ idempotency_key: string; lead_id: string }>(
      "SELECT idempotency_key, lead_id FROM idempotency_keys WHERE idempotency_key LIKE 'topology-%'",
    );
    const stored = new Map(rows.rows.map((row) => [row.idempotency_key, row.lead_id]));
    for (const [key, id] of acknowledged) expect(stored.get(key), key).toBe(id);
    const leads = await client.query<{ count: string }>(
      "SELECT count(*) FROM leads WHERE data->>'message' LIKE '構成の試験 %'",
    );
    expect(Number(leads.rows[0]!.count)).toBe(keys.length);
  } finally {
    await client.end();
  }
  test.info().annotations.push({ type: "retries", description: String(retries) });
});

test("no origin wrote anything under its DATA_DIR: every piece of state is in PostgreSQL", () => {
  // By now the origins took form posts, sign-ins, sign-outs, a deregistration and a redirect.
  expect(topology.origins.length).toBeGreaterThan(1);
  for (const origin of topology.origins) expect(existsSync(origin.dataDir), origin.dataDir).toBe(false);
});
