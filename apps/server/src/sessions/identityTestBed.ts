import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { seedDemoLicences } from "../licence/demoLicences";
import { createLicenceStore } from "../licence/licenceStore";
import { seedDemoMembers } from "../premium/demoMembers";
import { createMemberStore } from "../premium/memberStore";
import { openIdentityDatabase } from "./identityDatabase";
import { createSessionStore } from "./sessionStore";

/** For the API tests: a real database in a temporary folder, filled with the demo data. */
export function openIdentityTestBed(clock: { now: number }, seed = { members: true }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "identity-"));
  const db = openIdentityDatabase(dataDir);
  const licences = createLicenceStore(db);
  const members = createMemberStore(db);
  const sessions = createSessionStore(db, () => clock.now);
  seedDemoLicences(licences, clock.now);
  // Member passwords are hashed with the full scrypt cost, so tests that need no member skip them.
  if (seed.members) seedDemoMembers(members);
  return {
    db,
    licences,
    members,
    sessions,
    dispose() {
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

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
