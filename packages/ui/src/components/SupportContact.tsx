import { useId } from "react";
import { Heading } from "../blocks/Heading";
import { company, telHref } from "../siteIdentity";

const { supportPhone, businessHours } = company;

/** The support line with its hours, for visitors who would rather call than fill in a form. */
export function SupportContact() {
  const headingId = useId();
  return (
    <section className="g-support-contact" aria-labelledby={headingId}>
      <Heading level={2} className="g-support-contact__heading" id={headingId}>
        お電話でのお問い合わせ
      </Heading>
      <p className="g-support-contact__label">{supportPhone.label}</p>
      <p className="g-support-contact__number">
        <a href={telHref(supportPhone.number)}>{supportPhone.number}</a>
      </p>
      <p className="g-support-contact__hours">受付時間:{businessHours}</p>
    </section>
  );
}
