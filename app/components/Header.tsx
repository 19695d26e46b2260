import { Icon } from "./icons/Icon.tsx";
import { menu as menuLines, x } from "./icons/shapes.ts";
import { useTranslation } from "../i18n/index.ts";
import { Link, NavLink } from "react-router";
import { canOpen } from "../../common/access.ts";
import { useMe, useTo } from "../lib/root-data.ts";
import { AccountMenu } from "./AccountMenu.tsx";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import { Logo } from "./Logo.tsx";
import { useMenuPopover } from "./useMenuPopover.ts";

/**
 * Site header: skip link, logo, main navigation, account menu (with the notifications, signed in) and language switch
 * (collapsed on phones and tablets into a popover the menu button opens: the browser's own, so it opens before the
 * page's scripts have run too; issue 31).
 */
export function Header() {
  const { t } = useTranslation();
  const me = useMe();
  const to = useTo();
  const menu = useMenuPopover();
  const links = [
    { href: to("activities"), label: t("layout.nav.activities") },
    { href: to("news"), label: t("layout.nav.news") },
    { href: to("events"), label: t("layout.nav.events") },
    { href: to("introduction"), label: t("layout.nav.introduction") },
    { href: to("methodology"), label: t("layout.nav.methodology") },
    ...(canOpen(me, "my-panel") ? [{ href: to("my-panel"), label: t("layout.nav.myPanel") }] : []),
  ];
  return (
    <header className="site-header">
      <a href="#content" className="skip-link">
        {t("layout.skipToContent")}
      </a>
      <div className="site-header-inner">
        <Link to="/" className="logo-link" aria-label={t("layout.home")}>
          <Logo />
        </Link>
        {/* Until the page runs, the browser tells whether the menu is open (a popover's button); then aria-expanded does. */}
        <button
          ref={menu.button}
          type="button"
          className="menu-toggle"
          popoverTarget="site-menu"
          aria-expanded={menu.open}
          aria-controls="site-menu"
        >
          <Icon d={menuLines} className="menu-toggle-open" />
          <Icon d={x} className="menu-toggle-close" />
          <span>{t("layout.nav.menu")}</span>
        </button>
        <div ref={menu.panel} id="site-menu" className="site-menu" popover="auto">
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
