import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { seedDemoLicences } from "../licence/demoLicences";
import { seedDemoMembers } from "../premium/demoMembers";
import { openIdentityStores } from "./identityStores";

/** For the API tests: a real database in a temporary folder, filled with the demo data. */
export async function openIdentityTestBed(clock: { now: number }, seed = { members: true }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "identity-"));
  const { licences, members, sessions, close } = openIdentityStores({ dataDir, now: () => clock.now });
  await seedDemoLicences(licences, clock.now);
  // Member passwords are hashed with the full scrypt cost, so tests that need no member skip them.
  if (seed.members) await seedDemoMembers(members);
  return {
    licences,
    members,
    sessions,
    async dispose() {
      await close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type IdentityTestBed = Awaited<ReturnType<typeof openIdentityTestBed>>;

/** `name=value` of a Set-Cookie header, ready to send back as a Cookie header. */
export function cookiePair(response: Response): string {
  return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

export function jsonPost(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}
