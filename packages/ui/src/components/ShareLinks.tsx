import { useId } from "react";
import { Heading } from "../blocks/Heading";
import { shareTargets } from "./shareTargets";

export interface ShareLinksProps {
  url: string;
  title: string;
}

export function ShareLinks({ url, title }: ShareLinksProps) {
  const headingId = useId();
  return (
    <section className="g-share" aria-labelledby={headingId}>
      <Heading level={2} className="g-share__heading" id={headingId}>
        この記事をシェアする
      </Heading>
      <ul className="g-share__list">
        {shareTargets(url, title).map((target) => (
          <li key={target.service}>
            <a
              className={`g-share__link g-share__link--${target.service}`}
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              {target.label}
              <span className="g-visually-hidden">(新しいタブが開きます)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
