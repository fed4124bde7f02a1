import { Link } from "@genbagura/routing";

export default function GoyoDxPage() {
  return (
    <article>
      <h1>現場蔵 御用達DX</h1>
      <p>
        御用達DXは、電子小黒板に書いた工種・種別・測点の情報を読み取り、写真を自動で仕分けて工事写真台帳を作ります。改ざん検知に対応した写真をそのまま扱えるので、公共工事の提出前の確認作業が短くなります。
      </p>
      <p>
        <Link to="/pad/tough">撮影には防水の現場蔵Pad Toughが便利です</Link>
      </p>
    </article>
  );
}
