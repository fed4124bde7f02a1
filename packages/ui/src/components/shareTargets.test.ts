import { describe, expect, it } from "vitest";
import { shareTargets } from "./shareTargets";

describe("shareTargets", () => {
  it("encodes the URL and title for X, Facebook and LINE", () => {
    const targets = shareTargets("https://www.genbagura.jp/news/20250725?a=1&b=2", "お知らせ & 更新");
    expect(targets.map((target) => target.service)).toEqual(["x", "facebook", "line"]);
    const [x, facebook, line] = targets;
    const encoded = "https%3A%2F%2Fwww.genbagura.jp%2Fnews%2F20250725%3Fa%3D1%26b%3D2";
    expect(x?.href).toBe(
      `https://x.com/intent/post?url=${encoded}&text=%E3%81%8A%E7%9F%A5%E3%82%89%E3%81%9B%20%26%20%E6%9B%B4%E6%96%B0`,
    );
    expect(facebook?.href).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(line?.href).toBe(`https://social-plugins.line.me/lineit/share?url=${encoded}`);
  });
});
