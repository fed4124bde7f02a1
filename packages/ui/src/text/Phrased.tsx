import { Fragment, type ReactNode, useContext } from "react";
import { keptTogetherSpans } from "./keptTogether";
import { phraseBookContext, phrasesOf } from "./phrases";

/**
 * A heading's text broken only between phrases: `<wbr>` at each boundary inside a `keep-all` span
 * (`g-phrases`); a line may also end beside a bracket or a comma, as Japanese typesetting allows. The
 * phrases stay inline (an inline-block each would put spaces into the heading's accessible name). Text
 * whose phrases are unknown (not Japanese, or not recorded by the server) renders as it is. A space
 * inside a product's name or a price would still let the line end there, so such a span never wraps.
 */
export function Phrased({ text }: { text: string }) {
  const breaks = useContext(phraseBookContext)?.breaksOf(text);
  if (!breaks) return text;
  return (
    <span className="g-phrases">
      {phrasesOf(text, breaks).map((phrase, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: phrases of one text, fixed order, never reordered
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {withNamesKept(phrase)}
        </Fragment>
      ))}
    </span>
  );
}

/** The phrase with each name or price that holds a space wrapped so the browser keeps it on one line. */
function withNamesKept(phrase: string): ReactNode {
  const spans = keptTogetherSpans(phrase).filter(({ start, end }) => /\s/u.test(phrase.slice(start, end)));
  if (spans.length === 0) return phrase;
  const pieces: ReactNode[] = [];
  let offset = 0;
  for (const { start, end } of spans) {
    if (start > offset) pieces.push(phrase.slice(offset, start));
    pieces.push(
      <span className="g-phrases__kept" key={start}>
        {phrase.slice(start, end)}
      </span>,
    );
    offset = end;
  }
  if (offset < phrase.length) pieces.push(phrase.slice(offset));
  return pieces;
}
