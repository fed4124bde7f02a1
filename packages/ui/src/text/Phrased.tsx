import { Fragment, useContext } from "react";
import { phraseBookContext, phrasesOf } from "./phrases";

/**
 * A heading's text broken only between phrases: `<wbr>` at each boundary inside a `keep-all` span
 * (`g-phrases`, which still wraps a phrase longer than the line). Text whose phrases are unknown renders
 * as it is, with the browser's own line breaking.
 */
export function Phrased({ text }: { text: string }) {
  const breaks = useContext(phraseBookContext)?.breaksOf(text);
  if (!breaks || breaks.length === 0) return text;
  return (
    <span className="g-phrases">
      {phrasesOf(text, breaks).map((phrase, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: phrases of one text, fixed order, never reordered
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {phrase}
        </Fragment>
      ))}
    </span>
  );
}
