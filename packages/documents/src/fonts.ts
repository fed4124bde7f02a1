import { createRequire } from "node:module";
import { Font } from "@react-pdf/renderer";
import { japaneseHyphenation } from "./lineBreaking";

const require = createRequire(import.meta.url);

/** The font every document is set in. React-PDF embeds only the glyphs a document uses (subset). */
export const documentFont = "NotoSansJP";

let registered = false;

/**
 * Registers Noto Sans JP (TrueType, from its npm package: React-PDF reads TTF/OTF, not WOFF2) and the
 * Japanese line breaking. Module-level state of React-PDF, so it is done once per process.
 */
export function registerDocumentFonts(): void {
  if (registered) return;
  registered = true;
  const file = (weight: string) =>
    require.resolve(`@expo-google-fonts/noto-sans-jp/${weight}/NotoSansJP_${weight}.ttf`);
  Font.register({
    family: documentFont,
    fonts: [
      { src: file("400Regular"), fontWeight: 400 },
      { src: file("700Bold"), fontWeight: 700 },
    ],
  });
  Font.registerHyphenationCallback(japaneseHyphenation);
}
