import type { PageProps } from "@genbagura/routing";
import { ButtonLink, Page, PageHero, Section } from "@genbagura/ui";
import type { GuidePageData } from "../../content/pageData";

/**
 * A campaign link: the guide's PDF without the registration form, with what the guide covers. The text
 * of the guide itself is the PDF's (and the thanks page's), so it is not printed a second time here.
 */
export default function GuideRoutePage({ data }: PageProps<GuidePageData>) {
  const { guide, campaign, pdf } = data;
  const chapters = guide.blocks.flatMap((block) =>
    "heading" in block && block.heading ? [block.heading] : [],
  );
  return (
    <Page as="article" narrow>
      <PageHero title={guide.title} lead={campaign.lead} />
      {campaign.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p>
        <ButtonLink href={pdf.href}>{pdf.label}</ButtonLink>
      </p>
      <Section heading={`「${guide.title}」${guide.edition}の内容`} level={2} className="g-guide">
        <ol>
          {chapters.map((chapter) => (
            <li key={chapter}>{chapter}</li>
          ))}
        </ol>
      </Section>
    </Page>
  );
}
