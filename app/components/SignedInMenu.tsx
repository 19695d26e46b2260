import { Icon } from "./icons/Icon.tsx";
import { chevronDown, clipboardList, fileText, keySquare, layoutDashboard, logOut, shieldCheck, userRound } from "./icons/shapes.ts";
import { calendarDays } from "./icons/shapes.ts";
import { useId } from "react";
import { useTranslation } from "../i18n/index.ts";
import { Form, Link } from "react-router";
import { canOpen } from "../../common/access.ts";
import type { CurrentUser } from "../../common/user.ts";
import { useTo } from "../lib/root-data.ts";
import { useDisclosure } from "./useDisclosure.ts";
import { useHydrated } from "./useHydrated.ts";

function displayName(me: CurrentUser): string {
  return me.name?.trim() || me.email.split("@")[0] || me.email;
}

/**
 * The signed-in user's disclosure: profile, my panel, the staff's and moderators' screens, logout. Until the page's
 * scripts have run (or without them) it is the browser's own disclosure (<details>), so every link and the logout
 * form work at once (issue 31: no dead clicks); once hydrated, a button that also closes on Escape and focus leaving.
 */
export function SignedInMenu({ me }: { me: CurrentUser }) {
  const { t } = useTranslation();
  const panelId = useId();
  const menu = useDisclosure<HTMLDivElement, HTMLButtonElement>();
  const hydrated = useHydrated();
  const name = displayName(me);
  // Only this site's own uploads: a remote picture would be a third-party request.
  const photo = me.profilePhoto?.startsWith("/") ? me.profilePhoto : null;
  const avatar = (
    <span className="avatar" aria-hidden="true">
      {photo ? <img src={photo} alt="" /> : name.charAt(0).toUpperCase()}
    </span>
  );
  const label = (
    <>
      {avatar}
      <span className="sr-only">{t("menu.open")}: </span>
      <span className="account-name">{name}</span>
      <Icon d={chevronDown} className="account-chevron" />
    </>
  );
  if (!hydrated) {
    return (
      <details className="account-menu">
        <summary className="account-toggle">{label}</summary>
        <AccountPanel me={me} id={panelId} />
      </details>
    );
  }
  return (
    <div className="account-menu" ref={menu.container}>
      <button
        ref={menu.button}
        type="button"
        className="account-toggle"
        aria-expanded={menu.open}
        aria-controls={panelId}
        onClick={menu.toggle}
      >
        {label}
      </button>
      <AccountPanel me={me} id={panelId} hidden={!menu.open} />
    </div>
  );
}

/** The menu's links and its logout form: plain links and a plain form, whichever control opens them. */
function AccountPanel({ me, id, hidden }: { me: CurrentUser; id: string; hidden?: boolean }) {
  const { t } = useTranslation();
  const to = useTo();
  return (
    <div id={id} className="account-panel" hidden={hidden}>
      <ul>
        <li>
          <Link className="account-item" to={to("profile")}>
            <Icon d={userRound} />
            {t("menu.profile")}
          </Link>
        </li>
        {canOpen(me, "my-panel") && (
          <li>
            <Link className="account-item" to={to("my-panel")}>
              <Icon d={layoutDashboard} />
              {t("menu.myPanel")}
            </Link>
          </li>
        )}
        {canOpen(me, "staff-licences") && (
          <li>
            <Link className="account-item" to={to("staff-licences")}>
              <Icon d={keySquare} />
              {t("licences.menu")}
            </Link>
          </li>
        )}
        {canOpen(me, "cms") && (
          <li>
            <Link className="account-item" to={to("cms")}>
              <Icon d={clipboardList} />
              {t("staff.menu")}
            </Link>
          </li>
        )}
        {canOpen(me, "cms-news") && !canOpen(me, "cms") && (
          <li>
            <Link className="account-item" to={to("cms-news")}>
              <Icon d={fileText} />
              {t("staff.news")}
            </Link>
          </li>
        )}
        {canOpen(me, "cms-events") && !canOpen(me, "cms") && (
          <li>
            <Link className="account-item" to={to("cms-events")}>
              <Icon d={calendarDays} />
              {t("staff.events")}
            </Link>
          </li>
        )}
        {canOpen(me, "moderation") && (
          <li>
            <Link className="account-item" to={to("moderation")}>
              <Icon d={shieldCheck} />
              {t("menu.moderation")}
            </Link>
          </li>
        )}
      </ul>
      <Form method="post" action={to("logout")} className="account-logout">
        <button type="submit" className="account-item">
          <Icon d={logOut} />
          {t("menu.logout")}
        </button>
      </Form>
    </div>
  );
}
