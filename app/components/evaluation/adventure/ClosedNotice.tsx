import { Link } from "react-router";
import { useTranslation } from "../../../i18n/index.ts";
import { useTo } from "../../../lib/root-data.ts";
import { SpeakButton } from "./SpeakButton.tsx";

/** A closed key (or one closed while a group played): said kindly, with the way to another key. */
export function ClosedNotice() {
  const { t, i18n } = useTranslation();
  const to = useTo();
  return (
    <section className="adventure-card" aria-labelledby="adventure-closed-title">
      <h2 id="adventure-closed-title" tabIndex={-1} data-adventure-focus data-route-focus className="adventure-prompt">
        {t("adventure.errors.closed")}
      </h2>
      <p>{t("adventure.closed.text")}</p>
      <SpeakButton texts={[t("adventure.errors.closed"), t("adventure.closed.text")]} lang={i18n.language} />
      <p>
        <Link to={to("adventure")} className="btn btn-secondary">
          {t("adventure.closed.other")}
        </Link>
      </p>
    </section>
  );
}
