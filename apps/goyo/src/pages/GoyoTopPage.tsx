import { Link } from "@genbagura/routing";

export default function GoyoTopPage() {
  return (
    <article>
      <h1>現場蔵 御用達 工事写真台帳ソフト</h1>
      <p>
        現場蔵 御用達は、デジタルカメラやタブレットで撮った工事写真をパソコンに取り込み、工事写真台帳として整理・印刷するソフトです。写真管理基準に沿った分類で、提出用の電子納品データも作れます。
      </p>
      <p>
        <Link to="/goyo/dx">電子小黒板の情報で台帳を自動作成する御用達DXを見る</Link>
      </p>
    </article>
  );
}
