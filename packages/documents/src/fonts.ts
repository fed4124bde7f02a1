import { createRequire } from "node:module";
import { Font } from "@react-pdf/renderer";
import { japaneseHyphenation } from "./lineBreaking";

const require = createRequire(import.meta.url);

/** The font every document is set in. React-PDF embeds only the glyphs a document uses (subset). */
export const documentFont = "NotoSansJP";

let registered = false;

/** The TrueType file of the document font for each weight (React-PDF reads TTF/OTF, not WOFF2). */
export function documentFontFiles(): { src: string; fontWeight: number }[] {
  return [
    [400, "400Regular"],
    [700, "700Bold"],
  ].map(([fontWeight, name]) => ({
    src: require.resolve(`@expo-google-fonts/noto-sans-jp/${name}/NotoSansJP_${name}.ttf`),
    fontWeight: Number(fontWeight),
  }));
}

/**
 * Registers Noto Sans JP (TrueType, from its npm package: React-PDF reads TTF/OTF, not WOFF2) and the
 * Japanese line breaking. Module-level state of React-PDF, so it is done once per process.
 */
export function registerDocumentFonts(): void {
  if (registered) return;
  registered = true;
  Font.register({ family: documentFont, fonts: documentFontFiles() });
  Font.registerHyphenationCallback(japaneseHyphenation);
}
