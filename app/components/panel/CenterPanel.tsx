import { useTranslation } from "../../i18n/index.ts";
import type { CurrentUser } from "../../../common/user.ts";

/** The teacher's centre as their licence records it: name, code, town, province and organisation. */
export function CenterPanel({ me }: { me: CurrentUser }) {
  const { t } = useTranslation();
  const center = me.center;
  const name = center?.name ?? me.licenseData?.center ?? null;
  const facts: [string, string | null | undefined][] = [
    [t("myPanel.centerCode"), center?.code],
    [t("myPanel.town"), center?.town],
    [t("myPanel.province"), center?.province?.name ?? me.licenseData?.province?.name],
    [t("myPanel.organization"), center?.organization?.name ?? me.licenseData?.organization?.name],
  ];
  return (
    <section className="panel" aria-labelledby="panel-center">
      <h2 id="panel-center">{t("myPanel.center")}</h2>
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
        <p>{t("myPanel.noCenter")}</p>
      )}
    </section>
  );
}
