import type { PageProps } from "@genbagura/routing";
import {
  CallToActionBlock,
  FaqBlock,
  FeaturesBlock,
  Page,
  PageHero,
  PriceTableBlock,
  Section,
} from "@genbagura/ui";
import type { PremiumPricePageContent } from "../../../content/premium/premiumContentTypes";
import { PremiumSignIn } from "./PremiumSignIn";

export default function PremiumPricePage({ data }: PageProps<PremiumPricePageContent>) {
  return (
    <Page>
      <PageHero {...data.hero} />
      <FeaturesBlock {...data.benefits} />
      <PriceTableBlock {...data.plans} />
      <Section heading={data.signIn.heading} level={2} className="g-form-page__form" id="member-sign-in">
        <p>{data.signIn.lead}</p>
        <PremiumSignIn text={data.signIn} />
      </Section>
      <CallToActionBlock {...data.join} />
      <FaqBlock {...data.faq} />
    </Page>
  );
}
