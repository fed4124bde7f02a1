// @vitest-environment jsdom
import type { RemoteRegistry } from "@genbagura/routing";
import type { BeaconBody } from "@genbagura/routing/beacon";
import { beforeEach, describe, expect, it } from "vitest";
import { errorCaptureScript } from "../document/errorCapture";
import { startBeaconSender } from "./beaconSender";
import { noteBrowserError } from "./browserErrors";

const snapshot: RemoteRegistry = {
  generation: 3,
  shell: "shell-1",
  remotes: [{ name: "news", manifest: "/news/mf-manifest.json", version: "news-7", prefixes: ["/news*"] }],
};

let posts: BeaconBody[];
let navigate: (pathname: string) => void;

/** Starts the sender as the bootstrap does, after the inline capture ran with the page. */
function start(options: { servedAsError?: boolean; sampleRate?: number; random?: number } = {}) {
  navigate = () => undefined;
  startBeaconSender({
    snapshot,
    servedAsError: options.servedAsError ?? false,
    onNavigation: (listener) => {
      navigate = listener;
    },
    send: (body) => posts.push(JSON.parse(body) as BeaconBody),
    ...(options.sampleRate === undefined ? {} : { sampleRate: options.sampleRate }),
    random: () => options.random ?? 0.5,
  });
}

/** Runs the inline capture as the page does: the very string the CSP hash allows. */
const runCapture = () => new Function(errorCaptureScript)();
const flush = () => window.dispatchEvent(new Event("pagehide"));
const events = () => posts.flatMap((post) => post.events);
const throwInPage = () => window.dispatchEvent(new ErrorEvent("error", { message: "x" }));

beforeEach(() => {
  posts = [];
  window.history.replaceState(null, "", "/news/2024");
  // The senders of earlier tests hear no more errors; each test's page runs the capture afresh.
  if (window.__gbErrors) window.__gbErrors.push = () => 0;
  runCapture();
});

describe("the beacon sender", () => {
  it("sends a view per page and a view's first error, tagged with the page's app and version", () => {
    throwInPage();
    throwInPage();
    start();
    noteBrowserError();
    flush();
    expect(events()).toEqual([
      { app: "news", version: "news-7", kind: "view" },
      { app: "news", version: "news-7", kind: "error" },
    ]);
    navigate("/company");
    throwInPage();
    navigate("/company");
    flush();
    expect(events().slice(2)).toEqual([
      { app: "shell", version: "shell-1", kind: "view" },
      { app: "shell", version: "shell-1", kind: "error" },
    ]);
    for (const post of posts) expect(post.page).toMatch(/^[0-9a-f]{16}$/u);
    // Counts only: nothing of the page's address or the error's text.
    expect(JSON.stringify(posts)).not.toMatch(/2024|company|"x"/u);
  });

  it("stops at the page load's limit, ten events a post", () => {
    start();
    for (let page = 0; page < 30; page++) navigate(`/news/${page}`);
    flush();
    expect(events()).toHaveLength(20);
    expect(Math.max(...posts.map((post) => post.events.length))).toBeLessThanOrEqual(10);
  });

  it("sends nothing for an error page the origin counted, nor for a page load left out of the sample", () => {
    throwInPage();
    start({ servedAsError: true });
    throwInPage();
    flush();
    expect(posts).toEqual([]);
    navigate("/news/1");
    flush();
    expect(events()).toEqual([{ app: "news", version: "news-7", kind: "view" }]);

    posts = [];
    if (window.__gbErrors) window.__gbErrors.push = () => 0;
    runCapture();
    start({ sampleRate: 0.25, random: 0.5 });
    throwInPage();
    navigate("/news/2");
    flush();
    expect(posts).toEqual([]);
  });
});
