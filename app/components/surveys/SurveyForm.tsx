import { Form, useNavigation } from "react-router";
import { SURVEY_CHILD_AGES, SURVEY_CLASS_SIZES } from "../../../common/surveys.ts";
import { useTranslation } from "../../i18n/index.ts";
import { type FormFailure, useZodForm } from "../../lib/forms.ts";
import { ChoiceGroup } from "../ChoiceGroup.tsx";
import { FormAlert } from "../Field.tsx";
import { SubmitButton } from "../SubmitButton.tsx";
import type { SurveyFormValues } from "./survey-values.ts";

type Props = { activityId: string; values: SurveyFormValues; answered: boolean; failure: FormFailure | null };

/** The order the questions come in, which is also the order a refused post's focus looks for the first message. */
const QUESTIONS = ["childAges", "classSize", "usedWithChildren", "wouldRecommend"] as const;

/**
 * The open-activity survey (sections 3, 5 and 9): the children's ages (at least one), the class size, whether it was
 * used with children (yes or no, required) and whether it is recommended. Checked in the browser with the server's
 * schema, then posted to the route's action; without JavaScript the form posts as it is and the server checks it.
 */
export function SurveyForm({ activityId, values, answered, failure }: Props) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const { register, onSubmit, errorOf } = useZodForm(
    () => import("../../../common/schemas/surveys.ts").then((schemas) => schemas.ActivitySurveyInput),
    failure,
  );
  const focused = failure ? QUESTIONS.find((name) => failure.fields[name]) : undefined;
  const yesNo = [
    { value: "yes", label: t("surveys.form.yes") },
    { value: "no", label: t("surveys.form.no") },
  ];
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <input type="hidden" name="activityId" value={activityId} />
      <FormAlert message={failure && Object.keys(failure.fields).length === 0 ? failure.error : null} />
      <p className="text-sm text-muted">{t("surveys.form.required")}</p>
      <ChoiceGroup
        legend={t("surveys.form.childAges")}
        type="checkbox"
        options={SURVEY_CHILD_AGES.map((age) => ({ value: age, label: t(`surveys.form.ages.${age}`) }))}
        checked={values.childAges}
        registration={register("childAges")}
        required
        hint={t("surveys.form.childAgesHint")}
        error={errorOf("childAges")}
        autoFocus={focused === "childAges"}
      />
      <ChoiceGroup
        legend={t("surveys.form.classSize")}
        type="radio"
        options={SURVEY_CLASS_SIZES.map((size) => ({ value: size, label: t(`surveys.form.sizes.${size}`) }))}
        checked={[values.classSize]}
        registration={register("classSize")}
        optionalText={t("surveys.form.optional")}
        error={errorOf("classSize")}
        autoFocus={focused === "classSize"}
      />
      <ChoiceGroup
        legend={t("surveys.form.usedWithChildren")}
        type="radio"
        options={yesNo}
        checked={[values.usedWithChildren]}
        registration={register("usedWithChildren")}
        required
        error={errorOf("usedWithChildren")}
        autoFocus={focused === "usedWithChildren"}
      />
      <ChoiceGroup
        legend={t("surveys.form.wouldRecommend")}
        type="radio"
        options={yesNo}
        checked={[values.wouldRecommend]}
        registration={register("wouldRecommend")}
        optionalText={t("surveys.form.optional")}
        error={errorOf("wouldRecommend")}
        autoFocus={focused === "wouldRecommend"}
      />
      <SubmitButton busy={busy} className="btn btn-primary self-start">
        {busy ? t("surveys.form.sending") : answered ? t("surveys.form.update") : t("surveys.form.submit")}
      </SubmitButton>
    </Form>
  );
}
