import { ChevronDown, KeySquare, LayoutDashboard, LogIn, LogOut, ShieldCheck, UserRound } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "../i18n/index.ts";
import { Form, Link } from "react-router";
import { type CurrentUser, isLicensed } from "../../common/user.ts";
import { useMe, useTo } from "../lib/root-data.ts";
import { useDisclosure } from "./useDisclosure.ts";

/** Visitors get "log in" and "sign up"; a signed-in user gets a disclosure with their links and logout. */
export function AccountMenu() {
  const { t } = useTranslation();
  const me = useMe();
  const to = useTo();
  if (me) return <SignedInMenu me={me} />;
  return (
    <div className="account-actions">
      <Link className="btn btn-secondary btn-sm" to={to("access")}>
        <LogIn aria-hidden="true" />
        {t("menu.login")}
      </Link>
      <Link className="btn btn-primary btn-sm" to={to("signup")}>
        {t("menu.signup")}
      </Link>
    </div>
  );
}

function displayName(me: CurrentUser): string {
  return me.name?.trim() || me.email.split("@")[0] || me.email;
}

function SignedInMenu({ me }: { me: CurrentUser }) {
  const { t } = useTranslation();
  const to = useTo();
  const panelId = useId();
  const menu = useDisclosure<HTMLDivElement, HTMLButtonElement>();
  const name = displayName(me);
  // Only this site's own uploads: a remote picture would be a third-party request.
  const photo = me.profilePhoto?.startsWith("/") ? me.profilePhoto : null;
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
        <span className="avatar" aria-hidden="true">
          {photo ? <img src={photo} alt="" /> : name.charAt(0).toUpperCase()}
        </span>
        <span className="sr-only">{t("menu.open")}: </span>
        <span className="account-name">{name}</span>
        <ChevronDown aria-hidden="true" className="account-chevron" />
      </button>
      <div id={panelId} className="account-panel" hidden={!menu.open}>
        <ul>
          <li>
            <Link className="account-item" to={to("profile")}>
              <UserRound aria-hidden="true" />
              {t("menu.profile")}
            </Link>
          </li>
          {isLicensed(me) && (
            <li>
              <Link className="account-item" to={to("my-panel")}>
                <LayoutDashboard aria-hidden="true" />
                {t("menu.myPanel")}
              </Link>
            </li>
          )}
          {me.licenseGenerator && (
            <li>
              <Link className="account-item" to={to("staff-licences")}>
                <KeySquare aria-hidden="true" />
                {t("licences.menu")}
              </Link>
            </li>
          )}
          {me.moderator && (
            <li>
              <Link className="account-item" to={to("moderation")}>
                <ShieldCheck aria-hidden="true" />
                {t("menu.moderation")}
              </Link>
            </li>
          )}
        </ul>
        <Form method="post" action={to("logout")} className="account-logout">
          <button type="submit" className="account-item">
            <LogOut aria-hidden="true" />
            {t("menu.logout")}
          </button>
        </Form>
      </div>
    </div>
  );
}
