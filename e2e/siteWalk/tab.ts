import type { BrowserContext, Page, Request } from "@playwright/test";
import { layoutProblems } from "./pageChecks";

export const phone = { width: 390, height: 844 };
export const desktop = { width: 1280, height: 900 };

interface Visit {
  path: string;
  url: string;
  status: number;
  /** Set once the test moves on: the next navigation may then abort this visit's requests. */
  left: boolean;
}

/**
 * One tab of the walk: it loads pages one after another and reports what a visitor would have seen go
 * wrong: failed responses, network errors, console errors and warnings, and layout problems.
 */
export class WalkTab {
  private current: Visit | undefined;
  private previous: Visit | undefined;
  private readonly issuedBy = new WeakMap<Request, Visit>();
  private inFlight = 0;
  private lastActivity = Date.now();

  private constructor(
    private readonly page: Page,
    private readonly problems: string[],
  ) {
    page.on("request", (request) => {
      // Until the next document commits, the page that asks is still the previous one (a timer of its
      // own, such as the build manifest prefetch), and the navigation may abort what it asked for.
      const fromPrevious = !request.isNavigationRequest() && page.url() !== this.current?.url;
      const visit = fromPrevious ? this.previous : this.current;
      if (visit) this.issuedBy.set(request, visit);
      this.inFlight += 1;
      this.lastActivity = Date.now();
    });
    const settled = () => {
      this.inFlight = Math.max(0, this.inFlight - 1);
      this.lastActivity = Date.now();
    };
    page.on("requestfinished", settled);
    page.on("requestfailed", (request) => {
      settled();
      const visit = this.issuedBy.get(request) ?? this.current;
      const error = request.failure()?.errorText ?? "failed";
      if (error === "net::ERR_ABORTED" && visit?.left) return;
      this.problems.push(`${visit?.path ?? "?"}: ${error} for ${request.url()}`);
    });
    page.on("response", (response) => {
      const visit = this.issuedBy.get(response.request()) ?? this.current;
      if (response.status() < 400) return;
      const own = visit && response.url() === visit.url && response.request().isNavigationRequest();
      if (own && response.status() === visit.status) return;
      this.problems.push(`${visit?.path ?? "?"}: ${response.status()} for ${response.url()}`);
    });
    page.on("console", (message) => {
      if (message.type() !== "error" && message.type() !== "warning") return;
      const visit = this.current;
      // Chromium's own line for a document answered with its expected error status (the 404 page).
      const ownStatus =
        visit &&
        visit.status >= 400 &&
        message.location().url === visit.url &&
        message.text().includes(`status of ${visit.status}`);
      if (!ownStatus)
        this.problems.push(`${visit?.path ?? "?"}: console ${message.type()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => this.problems.push(`${this.current?.path ?? "?"}: ${error.message}`));
  }

  static async open(context: BrowserContext, problems: string[]): Promise<WalkTab> {
    return new WalkTab(await context.newPage(), problems);
  }

  /** Hydrated, at least a second after the load started, and no request for 500 ms. */
  private async settle(startedAt: number): Promise<void> {
    await this.page
      .waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 15_000 })
      .catch(() => this.problems.push(`${this.current?.path}: never hydrated`));
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const now = Date.now();
      if (now - startedAt >= 1_000 && this.inFlight === 0 && now - this.lastActivity >= 500) return;
      await this.page.waitForTimeout(100);
    }
    this.problems.push(`${this.current?.path}: the network never went idle`);
  }

  /**
   * Loads a page at `first` width, checks it, and when `then` is given resizes to it and checks again.
   */
  async visit(
    origin: string,
    target: { path: string; status: number },
    first: { width: number; height: number },
    then?: { width: number; height: number },
  ): Promise<void> {
    if (this.current) this.current.left = true;
    this.previous = this.current;
    const url = new URL(target.path, origin).href;
    this.current = { path: target.path, url, status: target.status, left: false };
    await this.page.setViewportSize(first);
    const startedAt = Date.now();
    const response = await this.page.goto(url, { waitUntil: "load" }).catch((error: Error) => {
      this.problems.push(`${target.path}: ${error.message.split("\n")[0]}`);
      return null;
    });
    if (!response) return;
    if (response.status() !== target.status) {
      this.problems.push(`${target.path}: answered ${response.status()}, expected ${target.status}`);
    }
    await this.settle(startedAt);
    this.problems.push(...(await layoutProblems(this.page, target.path, first.width, target.status)));
    if (then) {
      await this.page.setViewportSize(then);
      // Two frames: the resize is laid out and painted before measuring.
      await this.page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      this.problems.push(...(await layoutProblems(this.page, target.path, then.width, target.status)));
    }
  }

  async close(): Promise<void> {
    if (this.current) this.current.left = true;
    await this.page.close();
  }
}
