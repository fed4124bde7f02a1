import { Text, View } from "@react-pdf/renderer";
import { DocumentFrame, japaneseDate, Paragraph, PhrasedText } from "../components";
import { styles } from "../theme";
import { Chapters, type GuideChapter } from "./chapters";

export interface PressReleaseData {
  title: string;
  /** The day the release was announced (ISO date), printed on the cover and above the title. */
  releasedOn: string;
  /** The opening paragraph: who announces what, and when. */
  lead: string;
  /** The rest of the release, chapter by chapter as its page shows it. */
  body: readonly GuideChapter[];
  /** What every release ends with: the company (会社概要) and whom journalists contact. */
  boilerplate: readonly GuideChapter[];
  /** The release's page on the site. */
  pagePath: string;
}

/**
 * A press release as a newspaper's desk expects it on paper: addressed to the press, dated, the title and
 * the lead first, the body, then the company's profile and the press contact, each kept on one page.
 */
export function PressRelease({ data, issuedOn }: { data: PressReleaseData; issuedOn: Date }) {
  const releasedOn = japaneseDate(new Date(`${data.releasedOn}T00:00:00+09:00`));
  return (
    <DocumentFrame
      title={data.title}
      kind="プレスリリース"
      subject={`${data.title}(${releasedOn}発表)`}
      issuedOn={issuedOn}
      edition={`発表日:${releasedOn}`}
      pagePath={data.pagePath}
    >
      <View style={styles.releaseAddress}>
        <Text>報道関係者各位</Text>
        <Text>{releasedOn}</Text>
      </View>
      <PhrasedText style={styles.releaseTitle}>{data.title}</PhrasedText>
      <View style={styles.releaseLead}>
        <Paragraph>{data.lead}</Paragraph>
      </View>
      <Chapters chapters={data.body} />
      <View style={styles.boilerplate}>
        {data.boilerplate.map((chapter, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the boilerplate's chapters are positional
          <View wrap={false} key={index}>
            <Chapters chapters={[chapter]} />
          </View>
        ))}
      </View>
    </DocumentFrame>
  );
}
