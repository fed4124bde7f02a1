import { Fragment, useContext } from "react";
import { phraseBookContext, phrasesOf } from "./phrases";

/**
 * A heading's text broken only between phrases: `<wbr>` at each boundary inside a `keep-all` span
 * (`g-phrases`). Each phrase is a box of its own, so a line never ends after a bracket inside a phrase
 * (「…資料」 / の), and a phrase longer than the line still wraps inside its box. Text whose phrases are
 * unknown (not Japanese, or not recorded by the server) renders as it is.
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
          <span className="g-phrases__phrase">{phrase}</span>
        </Fragment>
      ))}
    </span>
  );
}
