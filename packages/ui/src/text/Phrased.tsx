import { Fragment, useContext } from "react";
import { phraseBookContext, phrasesOf } from "./phrases";

/** Phrases in a `keep-all` span (`g-phrases`), a `<wbr>` between each two: a line ends only there. */
export function PhraseSpan({ phrases }: { phrases: readonly string[] }) {
  return (
    <span className="g-phrases">
      {phrases.map((phrase, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: phrases of one text, fixed order, never reordered
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {phrase}
        </Fragment>
      ))}
    </span>
  );
}

/**
 * A heading's text broken only between phrases: `<wbr>` at each boundary inside a `keep-all` span
 * (`g-phrases`); a line may also end beside a bracket or a comma, as Japanese typesetting allows. The
 * phrases stay inline (an inline-block each would put spaces into the heading's accessible name). Text
 * whose phrases are unknown (not Japanese, or not recorded by the server) renders as it is.
 */
export function Phrased({ text }: { text: string }) {
  const breaks = useContext(phraseBookContext)?.breaksOf(text);
  if (!breaks) return text;
  return <PhraseSpan phrases={phrasesOf(text, breaks)} />;
}
