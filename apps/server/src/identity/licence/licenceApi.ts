import type { Hono } from "hono";
import { readJsonObject, textField } from "../sessions/identityRequests";
import { createSignInApi, type SignInApiOptions } from "../sessions/signInApi";
import { licenceApiMessages } from "./licenceApiMessages";
import { checkLicenceKey, maskLicenceKey } from "./licenceKey";
import type { Licence, LicenceStore } from "./licenceStore";

/** Long enough to find the PC to free, short enough that a forgotten office PC does not stay signed in. */
export const LICENCE_SESSION_MS = 30 * 60_000;
export const LICENCE_SIGN_IN_PATH = "/login";
export const LICENCE_HOME_PATH = "/license-deregister/license";

export interface LicenceApiOptions extends SignInApiOptions {
  licences: LicenceStore;
}

function licenceSummary(licence: Licence) {
  return {
    key: maskLicenceKey(licence.key),
    productName: licence.productName,
    holderName: licence.holderName,
    maxActivations: licence.maxActivations,
  };
}

function sameEmail(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** `/api/licence/*`: sign in with a licence key and its registered e-mail, list and free activated PCs. */
export function createLicenceApi(options: LicenceApiOptions): Hono {
  const { licences } = options;
  const now = options.now ?? Date.now;
  const { app, fail, signedIn } = createSignInApi(
    {
      kind: "licence",
      sessionMs: LICENCE_SESSION_MS,
      homePath: LICENCE_HOME_PATH,
      signInPath: LICENCE_SIGN_IN_PATH,
      messages: licenceApiMessages,
      summaryKey: "licence",
      summary: licenceSummary,
      subjectOf: (licence: Licence) => licence.key,
      find: (key) => licences.find(key),
      accountOf: (body) => {
        const keyInput = textField(body, "licenceKey", 64);
        if (!keyInput || !textField(body, "email", 254)) return { error: "invalid_request" };
        // Format and check character first: a mistyped key never reaches the database.
        const checked = checkLicenceKey(keyInput);
        if (!checked.ok)
          return { error: checked.problem === "format" ? "invalid_format" : "invalid_checksum" };
        return { id: checked.key };
      },
      verify: async (key, body) => {
        const found = await licences.find(key);
        if (!found) return { error: "unknown_licence", status: 401 };
        if (!sameEmail(found.holderEmail, textField(body, "email", 254) ?? "")) {
          return { error: "email_mismatch", status: 401 };
        }
        return { account: found };
      },
    },
    options,
  );

  app.get("/session", async (c) => {
    const licence = await signedIn(c);
    return licence ? c.json({ licence: licenceSummary(licence) }) : fail(c, "no_session", 401);
  });

  app.get("/activations", async (c) => {
    const licence = await signedIn(c);
    if (!licence) return fail(c, "no_session", 401);
    const activations = (await licences.activeActivations(licence.key)).map((activation) => ({
      id: activation.id,
      pcName: activation.pcName,
      activatedAt: new Date(activation.activatedAt).toISOString(),
      lastSeenAt: new Date(activation.lastSeenAt).toISOString(),
    }));
    return c.json({ licence: licenceSummary(licence), activations });
  });

  app.post("/deregister", async (c) => {
    const licence = await signedIn(c);
    if (!licence) return fail(c, "no_session", 401);
    const body = await readJsonObject(c);
    const activationId = body && textField(body, "activationId", 100);
    if (!activationId) return fail(c, "invalid_activation", 400);
    const outcome = await licences.deregister(licence.key, activationId, now());
    if (outcome === "unknown_activation") return fail(c, "unknown_activation", 404);
    return c.json({ activationId, status: outcome });
  });

  return app;
}
