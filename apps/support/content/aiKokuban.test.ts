import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contactFormPages, contactHubPages, contactThanksPages } from "./contact";

/**
 * Contradiction C11: the press release that started 現場蔵 AI工事黒板 governs what happened on its date,
 * so the contact pages describe a service in use since then, not a preview.
 */
const releases = new URL("../../news/content/news/pressrelease/", import.meta.url);

function launchOf(name: string): string | undefined {
  for (const file of readdirSync(releases).sort()) {
    const text = readFileSync(new URL(file, releases), "utf8");
    const date = new RegExp(`「${name}」の提供を(\\d{4}年\\d{1,2}月\\d{1,2}日)に開始`, "u").exec(text)?.[1];
    if (date) return date;
  }
  return undefined;
}

describe("the AI工事黒板 contact pages", () => {
  it("describe the service from its launch date, never as a preview", () => {
    const launched = launchOf("現場蔵 AI工事黒板");
    expect(launched).toBeTruthy();
    const text = JSON.stringify([contactFormPages, contactThanksPages, contactHubPages]);
    const sentences = text.split(/(?<=。)|","/u).filter((part) => part.includes("AI工事黒板"));
    expect(sentences.length).toBeGreaterThan(0);
    for (const sentence of sentences) expect(sentence).not.toMatch(/先行体験|先行提供|試験提供/u);
    expect(JSON.stringify(contactFormPages["/contact/kokuban_ai"])).toContain(`${launched}から`);
  });
});
