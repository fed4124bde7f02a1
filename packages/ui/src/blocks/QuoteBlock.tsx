import type { QuoteData } from "../content/blocks";

export function QuoteBlock({ text, speaker, role }: QuoteData) {
  return (
    <figure className="g-quote">
      <blockquote className="g-quote__text">
        <p>{text}</p>
      </blockquote>
      <figcaption className="g-quote__caption">
        {/* A space between role and name, as STYLE.md writes them (工事部 課長 佐藤様), so copied or
            extracted text keeps the two apart. */}
        {role ? <span className="g-quote__role">{role}</span> : null}
        {role ? " " : null}
        <span className="g-quote__speaker">{speaker}</span>
      </figcaption>
    </figure>
  );
}
