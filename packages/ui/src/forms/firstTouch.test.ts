// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { captureFirstTouch, FIRST_TOUCH_STORAGE_KEY, trackingValuesOf } from "./firstTouch";

describe("first-touch tracking", () => {
  beforeEach(() => sessionStorage.clear());

  it("reads the utm parameters, the landing page and the referrer", () => {
    expect(
      trackingValuesOf(
        "https://www.genbagura.jp/pad?utm_source=google&utm_medium=cpc&x=1",
        "https://search.example/",
      ),
    ).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "",
      utm_term: "",
      utm_content: "",
      referrer: "https://search.example/",
      landing_page: "/pad?utm_source=google&utm_medium=cpc&x=1",
    });
  });

  it("keeps the first landing of the session, not the latest", () => {
    const first = captureFirstTouch(sessionStorage, "https://www.genbagura.jp/?utm_source=mail", "");
    const later = captureFirstTouch(sessionStorage, "https://www.genbagura.jp/contact?utm_source=banner", "");
    expect(later).toEqual(first);
    expect(later.utm_source).toBe("mail");
    expect(JSON.parse(sessionStorage.getItem(FIRST_TOUCH_STORAGE_KEY) ?? "{}").utm_source).toBe("mail");
  });

  it("replaces a stored value that is not tracking data", () => {
    sessionStorage.setItem(FIRST_TOUCH_STORAGE_KEY, "{broken");
    expect(captureFirstTouch(sessionStorage, "https://www.genbagura.jp/?utm_term=tablet", "").utm_term).toBe(
      "tablet",
    );
  });

  it("still returns this page's values when there is no storage", () => {
    expect(captureFirstTouch(undefined, "https://www.genbagura.jp/?utm_content=a", "").utm_content).toBe("a");
  });

  it("caps very long values", () => {
    const values = trackingValuesOf(`https://www.genbagura.jp/?utm_campaign=${"x".repeat(600)}`, "");
    expect(values.utm_campaign).toHaveLength(500);
  });
});
