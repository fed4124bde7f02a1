import { Link } from "@genbagura/routing";

export default function PadTopPage() {
  return (
    <article>
      <h1>現場蔵Pad 工事写真専用タブレット</h1>
      <p>
        現場蔵Padは、電子小黒板アプリとカメラをひとつにした工事写真専用のタブレットです。黒板を持たずに撮影でき、撮った写真は工事写真台帳の形でそのまま整理されます。
      </p>
      <h2>ラインアップ</h2>
      <ul>
        <li>
          <Link to="/pad/tough">現場蔵Pad Tough</Link>:IP68(防塵・防水等級)と耐衝撃の本体で、雨の日や粉じんの多い現場に向いています。
        </li>
      </ul>
    </article>
  );
}
