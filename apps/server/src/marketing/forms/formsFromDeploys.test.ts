import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { defineForms, FORMS_API_PATH } from "@genbagura/forms";
import type { SiteRegistry } from "@genbagura/routing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { leadSubmission } from "../../testing/leadSubmission";
import { type OriginTestBed, openOriginTestBed } from "../../testing/originTestBed";
import { openLeadStore } from "../leads/openLeadStore";
import { formsApiMessages } from "./formsApi";

// A remote deploy publishes a new version of one app and switches the registry (ARCHITECTURE.md section
// 10); the origin, never restarted, then accepts the forms that version's server bundle declares.

const webinar = defineForms({
  webinar_request: { kind: "download", label: "ウェビナー資料のダウンロード", pagePath: "/seminar/webinar" },
});

const body = { ...leadSubmission(), website: "" };

let bed: OriginTestBed;

beforeEach(async () => {
  bed = openOriginTestBed();
});

afterEach(async () => {
  await bed.dispose();
});

/** Publishes a news version whose server bundle declares `forms`, and makes it live in one rename. */
function deployNews(version: string, forms: object): void {
  const dir = path.join(bed.siteDir, "store/news", version);
  mkdirSync(path.join(dir, "server"), { recursive: true });
  mkdirSync(path.join(dir, "client"), { recursive: true });
  writeFileSync(path.join(dir, "client/mf-manifest.json"), "{}");
  writeFileSync(
    path.join(dir, "server/routes.cjs"),
    `exports.routes = [];\nexports.forms = ${JSON.stringify(forms)};\n`,
  );
  const registryFile = path.join(bed.siteDir, "registry.json");
  const registry = JSON.parse(readFileSync(registryFile, "utf8")) as SiteRegistry;
  registry.apps.news = { live: version, previous: [registry.apps.news.live] };
  registry.generation += 1;
  writeFileSync(`${registryFile}.next`, JSON.stringify(registry));
  renameSync(`${registryFile}.next`, registryFile);
}

async function submit(formId: string): Promise<Response> {
  return bed.app.request(`${FORMS_API_PATH}/${formId}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...body, startedAt: Date.now() - 20_000 }),
  });
}

/** The origin looks at the registry again within 0.2 s of a change. */
const registryRecheck = () => new Promise((resolve) => setTimeout(resolve, 300));

describe("forms learnt from the apps' server bundles", () => {
  it("accepts a form once the deploy of the remote that declares it is live, without a restart", async () => {
    deployNews("1111111111", {});
    await registryRecheck();
    const before = await submit("webinar_request");
    expect(before.status).toBe(404);
    expect(await before.json()).toEqual({ error: formsApiMessages.unknownForm });

    deployNews("2222222222", webinar);
    await registryRecheck();
    const after = await submit("webinar_request");
    expect(after.status).toBe(201);
    expect(await after.json()).toMatchObject({ thanksPath: "/seminar/webinar/thanks" });

    const store = await openLeadStore({ dataDir: bed.dataDir });
    try {
      const leads = await store.listLeads({ formId: "webinar_request" });
      expect(leads.map((lead) => lead.data.companyName)).toEqual(["株式会社北斗土木"]);
    } finally {
      await store.close();
    }
  });

  it("keeps a form id another app declared first, and refuses the newcomer's version of it", async () => {
    // The test bed's shell declares `contact` (a contact form); this news version claims the id as a download.
    deployNews(
      "3333333333",
      defineForms({ contact: { kind: "download", label: "資料", pagePath: "/seminar/x" } }),
    );
    await registryRecheck();
    const answer = await submit("contact");
    // Validated as the shell's contact form (which asks for a message and the e-mail twice), not as a download.
    expect(answer.status).toBe(422);
  });
});
