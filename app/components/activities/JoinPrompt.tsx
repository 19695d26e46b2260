import { Icon } from "../icons/Icon.tsx";
import { logIn, userPlus } from "../icons/shapes.ts";
import { useTranslation } from "../../i18n/index.ts";
import { Link, useLocation } from "react-router";
import { useTo } from "../../lib/root-data.ts";

/** Sign-up and log-in links that bring the visitor back to this page afterwards. */
export function JoinLinks() {
  const { t } = useTranslation();
  const to = useTo();
  const { pathname } = useLocation();
  const back = `?page=${encodeURIComponent(pathname)}`;
  return (
    <div className="flex flex-wrap gap-3">
      <Link to={to("signup") + back} className="btn btn-primary btn-sm">
        <Icon d={userPlus} /> {t("activities.join.signup")}
      </Link>
      <Link to={to("access") + back} className="btn btn-secondary btn-sm">
        <Icon d={logIn} /> {t("activities.join.access")}
      </Link>
    </div>
  );
}

/** What a visitor sees instead of something that needs an account: why, and the way in. */
export function JoinPrompt({ message, id }: { message: string; id: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className="rounded-blob border-[3px] border-navy bg-sun-soft p-5 shadow-pop">
      <h2 id={id} className="mb-2 text-xl">
        {t("activities.join.title")}
      </h2>
      <p className="mb-4">{message}</p>
      <JoinLinks />
    </section>
  );
}
