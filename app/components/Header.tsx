import { Icon } from "./icons/Icon.tsx";
import { menu as menuLines, x } from "./icons/shapes.ts";
import { useTranslation } from "../i18n/index.ts";
import { Link, NavLink } from "react-router";
import { isLicensed } from "../../common/user.ts";
import { useMe, useTo } from "../lib/root-data.ts";
import { AccountMenu } from "./AccountMenu.tsx";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import { Logo } from "./Logo.tsx";
import { useDisclosure } from "./useDisclosure.ts";

/** Site header: skip link, logo, main navigation, account menu (with the notifications, signed in) and language switch (collapsed on phones). */
export function Header() {
  const { t } = useTranslation();
  const me = useMe();
  const to = useTo();
  const menu = useDisclosure<HTMLDivElement, HTMLButtonElement>();
  const links = [
    { href: to("activities"), label: t("layout.nav.activities") },
    { href: to("news"), label: t("layout.nav.news") },
    { href: to("events"), label: t("layout.nav.events") },
    { href: to("introduction"), label: t("layout.nav.introduction") },
    { href: to("methodology"), label: t("layout.nav.methodology") },
    ...(isLicensed(me) ? [{ href: to("my-panel"), label: t("layout.nav.myPanel") }] : []),
  ];
  return (
    <header className="site-header">
      <a href="#content" className="skip-link">
        {t("layout.skipToContent")}
      </a>
      <div className="site-header-inner" ref={menu.container}>
        <Link to="/" className="logo-link" aria-label={t("layout.home")}>
          <Logo />
        </Link>
        <button
          ref={menu.button}
          type="button"
          className="menu-toggle"
          aria-expanded={menu.open}
          aria-controls="site-menu"
          onClick={menu.toggle}
        >
          {menu.open ? <Icon d={x} /> : <Icon d={menuLines} />}
          <span>{t("layout.nav.menu")}</span>
        </button>
        <div id="site-menu" className="site-menu" data-open={menu.open || undefined}>
          <nav aria-label={t("layout.nav.label")}>
            <ul className="nav-list">
              {links.map((link) => (
                <li key={link.href}>
                  <NavLink to={link.href} className="nav-link">
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="header-tools">
            <AccountMenu />
            <LanguageSwitch />
          </div>
        </div>
      </div>
    </header>
  );
}
