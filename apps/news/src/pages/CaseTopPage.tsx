import { Link } from "@genbagura/routing";

export default function CaseTopPage() {
  return (
    <article>
      <h1>導入事例</h1>
      <p>現場蔵を導入した建設会社が、工事写真の撮影と整理にかかる時間をどう減らしたかをご紹介します。</p>
      <p>
        <Link to="/cloud">現場蔵クラウドを見る</Link>
      </p>
    </article>
  );
}
