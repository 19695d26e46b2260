import { Icon } from "../icons/Icon.tsx";
import { plus } from "../icons/shapes.ts";
import { useTranslation } from "../../i18n/index.ts";
import { Link } from "react-router";
import type { CurrentUser } from "../../../common/user.ts";
import { useTo } from "../../lib/root-data.ts";

/**
 * The settings tab's professional licence (section 2): the licence data (centre, town, province,
 * organisation), every programme held, and the way into the licence wizard (a second licence adds programmes).
 */
export function LicenceBlock({ me }: { me: CurrentUser }) {
  const { t } = useTranslation();
  const to = useTo();
  const notSet = t("profile.notSet");
  const licence = me.licenseData;
  return (
    <section aria-labelledby="licence-title">
      <h3 id="licence-title">{t("profile.licence")}</h3>
      {licence ? (
        <dl className="data-list">
          <div>
            <dt>{t("profile.centre")}</dt>
            <dd>{licence.center ?? notSet}</dd>
          </div>
          {me.center && (
            <div>
              <dt>{t("licences.profile.centreCode")}</dt>
              <dd>{me.center.code}</dd>
            </div>
          )}
          <div>
            <dt>{t("licences.profile.town")}</dt>
            <dd>{me.center?.town ?? notSet}</dd>
          </div>
          <div>
            <dt>{t("licences.profile.province")}</dt>
            <dd>{licence.province?.name ?? notSet}</dd>
          </div>
          <div>
            <dt>{t("profile.organization")}</dt>
            <dd>{licence.organization?.name ?? notSet}</dd>
          </div>
          <div>
            <dt>{t("profile.programs")}</dt>
            <dd>
              {me.programs.length ? (
                <ul className="m-0 list-none p-0">
                  {me.programs.map((program) => (
                    <li key={program.id}>{program.name}</li>
                  ))}
                </ul>
              ) : (
                notSet
              )}
            </dd>
          </div>
        </dl>
      ) : (
        <>
          <p className="empty">{t("profile.noLicence")}</p>
          <p className="mt-3">{t("licences.profile.intro")}</p>
        </>
      )}
      <p className="mt-4">
        <Link className="btn btn-primary btn-sm" to={to("licence-assign")}>
          <Icon d={plus} /> {t("licences.profile.add")}
        </Link>
      </p>
    </section>
  );
}
