import type { QuoteData } from "../content/blocks";

export function QuoteBlock({ text, speaker, role }: QuoteData) {
  return (
    <figure className="g-quote">
      <blockquote className="g-quote__text">
        <p>{text}</p>
      </blockquote>
      <figcaption className="g-quote__caption">
        {role ? <span className="g-quote__role">{role}</span> : null}
        <span className="g-quote__speaker">{speaker}</span>
      </figcaption>
    </figure>
  );
}
