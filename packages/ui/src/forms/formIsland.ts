// When a server-rendered lead form hydrates (ARCHITECTURE.md section 9: a form page's start-up is the page,
// not the form). The page hydrates without the form's code: React keeps the form's server HTML (a
// dehydrated Suspense boundary, see LeadForm.tsx) and the browser lets the visitor type into it as into
// any HTML form. The form's code is fetched the first time the visitor touches the form, or once the page
// is hydrated and the form is in (or near) the viewport; a form rendered by a client navigation has no
// server HTML and fetches it at once.

/** Server-rendered forms of the kit (LeadFormBody renders `form.g-form`). */
const formSelector = "form.g-form";
/** Start fetching a little before the form scrolls into view. */
const viewportMargin = "200px 0px";

let opened = false;
let open: () => void = () => {};
/** Resolves when the form's code should be fetched. */
const gate = new Promise<void>((resolve) => {
  open = resolve;
});
const teardown: (() => void)[] = [];
/** Fields the visitor left before the form's code took over: checked as it does, as on leaving. */
const fieldsLeftEarly = new Set<string>();
/** True when the visitor's own focus or input opened the gate (the form library is then loaded at once). */
let touched = false;

function openGate(): void {
  if (opened) return;
  opened = true;
  for (const undo of teardown.splice(0)) undo();
  open();
}

function inForm(target: EventTarget | null): target is Element {
  return target instanceof Element && target.closest(formSelector) !== null;
}

function onTouch(event: Event): void {
  if (!inForm(event.target)) return;
  touched = true;
  openGate();
}

function onLeave(event: Event): void {
  const { target } = event;
  if (!inForm(target)) return;
  const name = target.getAttribute("name");
  if (name) fieldsLeftEarly.add(name);
}

function isHydrated(): boolean {
  return document.documentElement.dataset.hydrated === "true";
}

/** Once the page is hydrated (the shell sets `<html data-hydrated>`), watches the forms come into view. */
function watchViewportAfterHydration(): void {
  const watchViewport = () => {
    if (opened) return;
    if (typeof IntersectionObserver !== "function") {
      openGate();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) openGate();
      },
      { rootMargin: viewportMargin },
    );
    for (const form of document.querySelectorAll(formSelector)) observer.observe(form);
    teardown.push(() => observer.disconnect());
  };
  if (isHydrated()) {
    watchViewport();
    return;
  }
  const watcher = new MutationObserver(() => {
    if (!isHydrated()) return;
    watcher.disconnect();
    watchViewport();
  });
  watcher.observe(document.documentElement, { attributes: true, attributeFilter: ["data-hydrated"] });
  teardown.push(() => watcher.disconnect());
}

/**
 * Waits until the form's code is wanted. Called when a lead form first renders in the browser: during
 * the page's hydration (the form's HTML is there; wait for the visitor or the viewport), or during a
 * client navigation (nothing to show until the code arrives: at once).
 */
export function whenFormWanted(): Promise<void> {
  if (opened || typeof document === "undefined" || isHydrated()) {
    openGate();
    return gate;
  }
  const listeners: [string, (event: Event) => void][] = [
    ["focusin", onTouch],
    ["pointerdown", onTouch],
    ["input", onTouch],
    ["focusout", onLeave],
  ];
  for (const [type, listener] of listeners) document.addEventListener(type, listener, true);
  teardown.push(() => {
    // Fields left between the first touch and the code's arrival still count: keep listening for those.
    for (const [type, listener] of listeners) {
      if (listener !== onLeave) document.removeEventListener(type, listener, true);
    }
  });
  watchViewportAfterHydration();
  return gate;
}

/** A lead form mounted by a client navigation: its code is wanted now (no server HTML to show meanwhile). */
export function formWantedNow(): void {
  if (isHydrated()) openGate();
}

/** What happened before the form's code took over: the fields left, and whether the visitor touched it. */
export function takeEarlyInteraction(): { fieldsLeft: string[]; touched: boolean } {
  document.removeEventListener("focusout", onLeave, true);
  const fieldsLeft = [...fieldsLeftEarly];
  fieldsLeftEarly.clear();
  return { fieldsLeft, touched };
}
