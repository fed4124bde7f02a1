import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { LoadContext } from "@genbagura/routing";
import { testLoadContext } from "@genbagura/routing/testing/loadContext";
import { prerenderedPaths, registrationAt } from "@genbagura/routing/testing/registrations";
import { afterEach, expect, it, vi } from "vitest";
import { copyOfSeminarEntries } from "../../content/seminars/seminarContent.testing";
import { loadSeminarFiles, seminarIndexOf } from "../../content/seminars/seminarFiles";

// Publishing a seminar is adding one file: the routes, listings, seminar pages, highlights and prerendered
// paths (from which the sitemap is written) all come from the collection. Here the collection is read from
// a copy of the entries, exactly as the build's collection loader would read it.

const context: LoadContext = testLoadContext();
// After every seminar of the content, so a new one is upcoming and the listings show it.
const now = new Date("2099-01-01T00:00:00Z");
let copy: ReturnType<typeof copyOfSeminarEntries> | undefined;

afterEach(() => {
  copy?.remove();
  vi.doUnmock("../../content/seminars/seminarIndex.collection");
  vi.doUnmock("../../content/seminars/seminarFiles.collection");
  vi.resetModules();
});

/** The seminar routes and payloads as built from the entries of `folder`. */
async function seminarsBuiltFrom(folder: string) {
  const files = loadSeminarFiles({ folder });
  vi.resetModules();
  vi.doMock("../../content/seminars/seminarIndex.collection", () => ({
    seminarIndex: seminarIndexOf(files),
  }));
  vi.doMock("../../content/seminars/seminarFiles.collection", () => ({ seminarFiles: files }));
  const { seminarRoutes } = await import("./seminars");
  const listings = await import("../../content/seminars/seminarListingPayload");
  const { upcomingSeminars } = await import("../../content/seminars/seminarHighlights");
  return { files, seminarRoutes, ...listings, upcomingSeminars };
}

const once = (items: readonly string[], item: string) =>
  items.filter((candidate) => candidate === item).length;

it("lists every file once in its listing and once among the prerendered pages (the sitemap)", async () => {
  copy = copyOfSeminarEntries();
  const built = await seminarsBuiltFrom(copy.folder);
  const paths = await prerenderedPaths(built.seminarRoutes);
  const listed = (items: readonly { href: string }[]) => items.map((item) => item.href);
  const everyPublic = listed(built.seminarListingPayload("/seminar", now)?.data.listing.items ?? []);
  const everySupport = listed(built.supportListingPayload(now).data.listing.items);
  const everyRecording = listed(built.archiveListingPayload().data.listing.items);
  expect(built.files.length).toBeGreaterThan(0);
  for (const { kind, id, recording } of built.files) {
    const page = kind === "public" ? `/seminar/${id}` : `/seminar/support/${id}`;
    expect(once(paths, page), page).toBe(1);
    expect(once(kind === "public" ? everyPublic : everySupport, page), page).toBe(1);
    const archive = `/seminar/archive/${id}`;
    expect(once(everyRecording, archive), archive).toBe(recording ? 1 : 0);
    expect(once(paths, archive), archive).toBe(recording ? 1 : 0);
  }
  expect(everyPublic.length + everySupport.length).toBe(built.files.length);
});

it("publishes a seminar from one new file: its page, the listings, the highlights and the sitemap", async () => {
  copy = copyOfSeminarEntries();
  const neighbour = path.join(copy.folder, "20270210.md");
  const title = "試験用の新しいセミナー";
  writeFileSync(
    path.join(copy.folder, "20990210.md"),
    readFileSync(neighbour, "utf8")
      .replace(/^title: .*$/m, `title: ${title}`)
      .replace(/^date: .*$/m, "date: 2099-02-10"),
  );
  const built = await seminarsBuiltFrom(copy.folder);
  const seminarPage = registrationAt(built.seminarRoutes, "/seminar/:date");
  expect(await seminarPage.prerender?.()).toContainEqual({ date: "20990210" });
  expect(await seminarPage.validate?.({ date: "20990210" })).toBe(true);
  const page = await seminarPage.load?.({ date: "20990210" }, context);
  expect(page?.meta?.title).toBe(title);
  expect(await prerenderedPaths(built.seminarRoutes)).toContain("/seminar/20990210");
  const [soonest] = built.seminarListingPayload("/seminar", now)?.data.listing.items ?? [];
  expect(soonest).toMatchObject({ href: "/seminar/20990210", title });
  expect(built.upcomingSeminars(1, now)).toMatchObject([{ href: "/seminar/20990210", title }]);
});

it("without the new file, the same build has no such page", async () => {
  copy = copyOfSeminarEntries();
  const { seminarRoutes } = await seminarsBuiltFrom(copy.folder);
  const seminarPage = registrationAt(seminarRoutes, "/seminar/:date");
  expect(await seminarPage.prerender?.()).not.toContainEqual({ date: "20990210" });
  expect(await seminarPage.validate?.({ date: "20990210" })).toEqual({ statusCode: 404 });
});
