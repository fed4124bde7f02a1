import { SiteLink } from "../components/SiteLink";
import type { FaqItem } from "../content/blocks";

export interface FaqListProps {
  items: readonly FaqItem[];
  /** Hides items (with the `hidden` attribute) that a search filtered out; all show by default. */
  isVisible?: (item: FaqItem) => boolean;
}

/** Questions as native disclosures: keyboard operable and readable with JavaScript off. */
export function FaqList({ items, isVisible }: FaqListProps) {
  return (
    <ul className="g-faq">
      {items.map((item) => (
        <li className="g-faq__entry" key={item.question} hidden={isVisible ? !isVisible(item) : undefined}>
          <details className="g-faq__item">
            <summary className="g-faq__question">
              <span className="g-faq__mark g-round-mark" aria-hidden="true">
                Q
              </span>
              <span className="g-faq__question-text">{item.question}</span>
            </summary>
            <div className="g-faq__answer">
              <span className="g-faq__mark g-faq__mark--answer g-round-mark" aria-hidden="true">
                A
              </span>
              <div className="g-faq__answer-body">
                <p>{item.answer}</p>
                {item.links?.map((link) => (
                  <p key={link.href}>
                    <SiteLink href={link.href}>{link.label}</SiteLink>
                  </p>
                ))}
              </div>
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
