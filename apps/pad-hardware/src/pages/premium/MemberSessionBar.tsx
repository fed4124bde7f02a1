import { useNavigate } from "@genbagura/routing";
import type { MemberSessionText } from "../../../content/premium/premiumContentTypes";
import { premiumApi } from "./premiumClient";

/** On every member page: a reminder of the member session and the way to end it. */
export function MemberSessionBar({ text }: { text: MemberSessionText }) {
  const navigate = useNavigate();
  async function signOut() {
    // Signed out or not, the visitor leaves the member pages.
    await premiumApi.logout().catch(() => undefined);
    navigate("/premium_price");
  }
  return (
    <p className="g-hero__meta">
      {text.signedIn}{" "}
      <button className="g-button g-button--secondary" type="button" onClick={signOut}>
        {text.signOut}
      </button>
    </p>
  );
}
