export default function FaqCloudPage() {
  return (
    <article>
      <h1>現場蔵クラウドのよくあるご質問</h1>
      <details>
        <summary>写真の保存容量が足りなくなったらどうなりますか</summary>
        <p>容量の上限に近づくと管理者にメールでお知らせします。上位のプランに変更するか、完了した工事の写真を書き出して整理してください。</p>
      </details>
    </article>
  );
}
