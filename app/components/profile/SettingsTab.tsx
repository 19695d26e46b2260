import { Icon } from "../icons/Icon.tsx";
import { download, keyRound, trash } from "../icons/shapes.ts";
import { useTranslation } from "../../i18n/index.ts";
import { Link } from "react-router";
import type { CurrentUser } from "../../../common/user.ts";
import type { FormFailure } from "../../lib/forms.ts";
import { useTo } from "../../lib/root-data.ts";
import { LicenceBlock } from "../licences/LicenceBlock.tsx";
import { LinkedAccounts } from "../social/LinkedAccounts.tsx";
import type { SettingsData } from "./documents.ts";
import { type FormValues, formValuesOf } from "./form-values.ts";
import { PersonalDataForm } from "./PersonalDataForm.tsx";
import type { UserTypeActionResult } from "./user-type.server.ts";
import { userTypeValuesOf } from "./user-type-values.ts";
import { UserTypeForm } from "./UserTypeForm.tsx";

type Props = {
  me: CurrentUser;
  data: SettingsData;
  saved: number | null;
  failure: (FormFailure & { values: FormValues }) | null;
  /** The professional block's "who you are" post, if that was the form sent. */
  userType: UserTypeActionResult | null;
};

/** The settings tab: personal data, password and deletion, linked accounts, and the professional block (licence, who you are). */
export function SettingsTab({ me, data, saved, failure, userType }: Props) {
  const { t } = useTranslation();
  const to = useTo();
  const stored = userTypeValuesOf(data.profile);
  return (
    <>
      {/* When the saved data changes (it arrives after the action's answer) the form starts again from it, with no file left chosen. */}
      <PersonalDataForm
        key={JSON.stringify([formValuesOf(data.profile), data.profile.profilePhoto])}
        email={me.email}
        values={failure?.values ?? formValuesOf(data.profile)}
        photo={data.profile.profilePhoto}
        provinces={data.provinces}
        saved={saved !== null}
        failure={failure}
      />
      <h3>{t("settings.account.title")}</h3>
      <ul className="flex flex-wrap gap-3">
        <li>
          <Link className="btn btn-secondary btn-sm" to={to("update-password")}>
            <Icon d={keyRound} /> {t("settings.account.changePassword")}
          </Link>
        </li>
        <li>
          {/* A file, not a page: a plain link the browser downloads. */}
          <a className="btn btn-secondary btn-sm" href={to("personal-data")} download aria-describedby="download-data-hint">
            <Icon d={download} /> {t("settings.account.downloadData")}
          </a>
        </li>
        <li>
          <Link className="btn btn-secondary btn-sm" to={to("delete-account")}>
            <Icon d={trash} /> {t("settings.account.deleteAccount")}
          </Link>
        </li>
      </ul>
      <p id="download-data-hint" className="field-hint mt-2">
        {t("settings.account.downloadDataHint")}
      </p>
      <LinkedAccounts accounts={data.linkedAccounts} />
      <LicenceBlock me={me} />
      {/* Started again from the saved type once a save's answer arrives. */}
      <UserTypeForm
        key={JSON.stringify(stored)}
        values={userType?.values ?? stored}
        provinces={data.provinces}
        saved={userType?.saved != null}
        failure={userType?.failure ?? null}
      />
    </>
  );
}
