import { Icon } from "../icons/Icon.tsx";
import { eye } from "../icons/shapes.ts";
import { useTranslation } from "../../i18n/index.ts";
import { Form, useNavigation } from "react-router";
import type { PackageOption } from "../in-class/documents.ts";
import { SubmitButton } from "../SubmitButton.tsx";

export type TeamPackageFailure = { error: string };

/**
 * Section 6: a team-package user picks a licence package to see the classroom pages as its teachers do
 * (or every programme). A plain POST form: it works without JavaScript.
 */
export function TeamPackagePicker({
  packages,
  viewed,
  failure,
}: {
  packages: PackageOption[];
  viewed: string | null;
  failure: TeamPackageFailure | null;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const current = packages.find((p) => p.id === viewed);
  return (
    <section className="panel mb-6 border-navy" aria-labelledby="panel-team">
      <h2 id="panel-team" className="flex items-center gap-2">
        <Icon d={eye} className="size-6" /> {t("myPanel.team.title")}
      </h2>
      <p className="mb-3">{t("myPanel.team.intro")}</p>
      <p role="status" className="form-success mb-4">
        {current ? t("myPanel.team.viewing", { name: current.name }) : t("myPanel.team.viewingAll")}
      </p>
      {failure && (
        <p role="alert" className="form-alert mb-4">
          {t(failure.error as never)}
        </p>
      )}
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="view-as" />
        <div className="field min-w-64">
          <label htmlFor="team-package" className="field-label">
            {t("myPanel.team.label")}
          </label>
          <select id="team-package" name="packageId" defaultValue={viewed ?? ""} className="field-input" key={viewed ?? "all"}>
            <option value="">{t("myPanel.team.all")}</option>
            {packages.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <SubmitButton busy={busy} className="btn btn-navy">
          {t("myPanel.team.submit")}
        </SubmitButton>
      </Form>
    </section>
  );
}
