import { useTranslation } from "../../i18n/index.ts";
import type { CurrentUser } from "../../../common/user.ts";

/** The teacher's centre as their licence records it: name, code, town, province and organisation. */
export function CentrePanel({ me }: { me: CurrentUser }) {
  const { t } = useTranslation();
  const centre = me.center;
  const name = centre?.name ?? me.licenseData?.center ?? null;
  const facts: [string, string | null | undefined][] = [
    [t("myPanel.centreCode"), centre?.code],
    [t("myPanel.town"), centre?.town],
    [t("myPanel.province"), centre?.province?.name ?? me.licenseData?.province?.name],
    [t("myPanel.organization"), centre?.organization?.name ?? me.licenseData?.organization?.name],
  ];
  return (
    <section className="panel" aria-labelledby="panel-centre">
      <h2 id="panel-centre">{t("myPanel.centre")}</h2>
      {name ? (
        <>
          <p className="mb-3 text-lg font-bold">{name}</p>
          <dl className="flex flex-col gap-1">
            {facts
              .filter(([, value]) => !!value)
              .map(([label, value]) => (
                <div key={label} className="flex flex-wrap gap-1">
                  <dt className="font-bold text-navy">{label}:</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
        </>
      ) : (
        <p>{t("myPanel.noCentre")}</p>
      )}
    </section>
  );
}
