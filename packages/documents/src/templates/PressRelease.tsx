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
  /**
   * What every release ends with: who the company is, then its profile (会社概要) and whom journalists
   * contact, the last two side by side.
   */
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
  // The company in a sentence across the page, then its profile and the press contact side by side:
  // the boilerplate stays together, on the release's last page.
  const about = data.boilerplate.slice(0, -2);
  const columns = data.boilerplate.slice(-2);
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
      <View style={styles.boilerplate} wrap={false}>
        <Chapters chapters={about} />
        <View style={styles.boilerplateColumns}>
          {columns.map((chapter, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the boilerplate's chapters are positional
            <View style={index === 0 ? styles.boilerplateWide : styles.boilerplateNarrow} key={index}>
              <Chapters chapters={[chapter]} />
            </View>
          ))}
        </View>
      </View>
    </DocumentFrame>
  );
}
