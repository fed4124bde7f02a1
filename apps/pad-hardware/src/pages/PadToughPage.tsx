import { Link } from "@genbagura/routing";

export default function PadToughPage() {
  return (
    <article>
      <h1>現場蔵Pad Tough</h1>
      <p>
        現場蔵Pad Toughは、IP68(防塵・防水等級)の防水防塵性能を備えた工事写真専用タブレットです。濡れた手袋のままでも操作でき、雨の中の配筋検査でも撮影を止めずに済みます。
      </p>
      <p>
        <Link to="/cloud">撮った写真は現場蔵クラウドで事務所と共有できます</Link>
      </p>
    </article>
  );
}
