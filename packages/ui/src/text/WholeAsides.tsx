import { Fragment } from "react";

/** A bracketed aside, half- or full-width brackets: 「(土日祝日・年末年始を除く)」. */
const aside = /([(（][^()（）]*[)）])/u;

/**
 * Text whose bracketed asides never break inside (`g-whole-aside`): a line may end before an aside (the
 * `<wbr>`: Unicode's rules allow no break between 「18:00」 and 「(」, so the line would end at 「〜」), so
 * 「平日 9:00〜18:00(土日祝日・年末年始を除く)」 never leaves 「く)」 alone on a line. For short lines of
 * contact details (hours), where an aside fits on a phone's line.
 */
export function WholeAsides({ text }: { text: string }) {
  const parts = text.split(aside);
  if (parts.length === 1) return text;
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: parts of one text, fixed order, never reordered
    <Fragment key={index}>
      {index % 2 === 1 ? (
        <>
          <wbr />
          <span className="g-whole-aside">{part}</span>
        </>
      ) : (
        part
      )}
    </Fragment>
  ));
}
