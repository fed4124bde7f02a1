import { afterEach, describe, expect, it } from "vitest";
import { type OriginTestBed, openOriginTestBed } from "../../testing/originTestBed";
import { createTestSchema, type TestSchema, testDatabaseUrl } from "../../testing/postgresTestSchema";
import { demoLicences } from "../licence/demoLicences";

// The real origin behind a trusted proxy, so each request names its client address: a stranger guessing at
// every opening of the delay from one address never keeps the member, at another address, out.

const { licence } = demoLicences[0]!;
// Delays of a second, so the test runs in seconds; one free mistake.
const throttleEnv = {
  TRUSTED_PROXIES: "127.0.0.1",
  LOGIN_FREE_FAILURES: "1",
  LOGIN_FIRST_DELAY_MS: "1000",
  LOGIN_MAX_DELAY_MS: "1000",
  LOGIN_ADDRESS_LIMIT: "1000",
};
const stranger = "203.0.113.66";
const member = "198.51.100.10";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function signIn(bed: OriginTestBed, from: string, email: string): Promise<Response> {
  return fetch(`${bed.origin}/api/licence/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: bed.origin, "x-forwarded-for": from },
    body: JSON.stringify({ licenceKey: licence.key, email }),
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function memberGetsInWhileAStrangerGuesses(bed: OriginTestBed) {
  let guessing = true;
  let strangerAnswers: number[] = [];
  // The stranger asks every 50 ms, so it is at every opening its address gets.
  const guesses = (async () => {
    while (guessing) {
      strangerAnswers.push((await signIn(bed, stranger, "guess@example.com")).status);
      await sleep(50);
    }
  })();
  try {
    await sleep(400);
    const outcomes: number[] = [];
    for (let round = 0; round < 2; round += 1) {
      // A typo, then the right e-mail: told to wait, the member comes back when told.
      const typo = await signIn(bed, member, "typo@example.com");
      expect(typo.status).toBe(401);
      let answer = await signIn(bed, member, licence.holderEmail);
      if (answer.status === 429) {
        await sleep(Number(answer.headers.get("retry-after")) * 1000);
        answer = await signIn(bed, member, licence.holderEmail);
      }
      outcomes.push(answer.status);
    }
    expect(outcomes).toEqual([200, 200]);
  } finally {
    guessing = false;
    await guesses;
  }
  // The stranger was slowed all along: most of its guesses were told to wait.
  strangerAnswers = strangerAnswers.filter((status) => status !== 200);
  expect(strangerAnswers.filter((status) => status === 429).length).toBeGreaterThan(
    strangerAnswers.filter((status) => status === 401).length,
  );
}

describe("a member at one address and a stranger at another, through the real origin", () => {
  it("SQLite: the member who waits out the delay gets in every time", async () => {
    const bed = openOriginTestBed(throttleEnv);
    cleanups.push(() => bed.dispose());
    await bed.listen();
    await memberGetsInWhileAStrangerGuesses(bed);
  }, 30_000);

  it.runIf(testDatabaseUrl)(
    "PostgreSQL: the member who waits out the delay gets in every time",
    async () => {
      const schema: TestSchema = await createTestSchema("lockout_test");
      cleanups.push(() => schema.drop());
      const bed = openOriginTestBed({ ...throttleEnv, DATABASE_URL: schema.url });
      cleanups.push(() => bed.dispose());
      await bed.listen();
      await memberGetsInWhileAStrangerGuesses(bed);
    },
    30_000,
  );
});
