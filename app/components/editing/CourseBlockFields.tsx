import { type BlockType, VIDEO_HOSTS } from "../../../common/courses.ts";
import { type TKey, useTranslation } from "../../i18n/index.ts";
import { Field } from "../Field.tsx";
import { TranslatedField } from "./TranslatedField.tsx";
import { BLOCK_SPECS, type FieldKind, isShared, type ListSpec } from "../../../common/course-blocks.ts";
import { type BlockValues, rowsOf } from "./course-blocks.ts";

type Errors = Record<string, string | undefined>;
type Common = { values: BlockValues; errors: Errors };
/** A shared value's hint: how a picture or a video is named, else that it is one value for both languages. */
const HINTS: Record<string, TKey> = { image: "editing.course.blockFields.imageHint", videoId: "editing.course.blockFields.videoIdHint" };

/**
 * One block's form in the block editor (issue 18): its type's fields, texts in Spanish and English side by side (a
 * warning under an English text left empty), lists with empty rows to fill, and for the interactive types the answer
 * key, the explanation and whether the block is required. Plain fields: it posts without scripts.
 */
export function CourseBlockFields({ type, values, errors }: { type: BlockType } & Common) {
  const { t } = useTranslation();
  const spec = BLOCK_SPECS[type];
  return (
    <div className="flex flex-col gap-6">
      {spec.scalars.map(({ key, kind }) => (
        <BlockField key={key} name={key} kind={kind} values={values} errors={errors} required={kind !== "optional"} />
      ))}
      {spec.lists.map((list) => (
        <BlockList key={list.key} list={list} values={values} errors={errors} />
      ))}
      {spec.solution && (
        <>
          <SolutionFields type={type} values={values} errors={errors} />
          <BlockField name="explanation" kind="long" values={values} errors={errors} required />
          <div className="checkbox">
            <input id="block-required" type="checkbox" name="required" defaultChecked={values.required === "on"} />
            <label htmlFor="block-required">{t("editing.course.unit.required")}</label>
          </div>
        </>
      )}
    </div>
  );
}

/**
 * A field by its kind: a text in Spanish and English side by side (a text written in one language only gets a warning
 * under the other), or one value for both languages. Its label is its key's (the last part of its name) unless given.
 */
function BlockField({
  name,
  kind,
  label: given,
  required,
  values,
  errors,
}: { name: string; kind: FieldKind; label?: string; required: boolean } & Common) {
  const { t } = useTranslation();
  const last = name.split(".").pop() ?? name;
  const label = given ?? t(`editing.course.blockFields.${last}` as never);
  if (!isShared(kind))
    return (
      <TranslatedField
        small
        name={name}
        label={label}
        values={{ es: values[`${name}Es`] ?? "", en: values[`${name}En`] ?? "" }}
        errors={{ es: errors[`${name}Es`], en: errors[`${name}En`] }}
        maxLength={kind === "long" ? 5000 : 300}
        rows={kind === "long" ? 4 : undefined}
        optional={!required}
      />
    );
  const field = `${name}Es`;
  const hint = t(HINTS[last] ?? "editing.course.unit.sharedHint");
  return (
    <Field label={label} required={required} error={errors[field]} hint={hint}>
      {({ id, describedBy, invalid, required: ariaRequired }) =>
        kind === "host" ? (
          <select
            id={id}
            name={field}
            defaultValue={values[field] || VIDEO_HOSTS[0]}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className="field-input max-w-xs"
          >
            {VIDEO_HOSTS.map((host) => (
              <option key={host} value={host}>
                {host === "youtube" ? "YouTube" : "Vimeo"}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={id}
            name={field}
            defaultValue={values[field] ?? ""}
            inputMode={kind === "number" ? "numeric" : undefined}
            aria-required={ariaRequired}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={kind === "number" ? "field-input max-w-32" : "field-input max-w-xl"}
            translate="no"
          />
        )
      }
    </Field>
  );
}

/** A list's rows: each a text pair, or an entry of fields; the list's own error (its length) is said with its legend. */
function BlockList({ list, values, errors }: { list: ListSpec } & Common) {
  const { t } = useTranslation();
  const rows = rowsOf(values, list);
  const itemName = t(`editing.course.blockFields.${list.item}` as never);
  const listError = errors[`${list.key}Es`] ?? errors[`${list.key}En`];
  const errorId = `${list.key}-list-error`;
  return (
    <fieldset className="m-0 flex flex-col gap-4 border-0 p-0" aria-describedby={`${list.key}-list-hint${listError ? ` ${errorId}` : ""}`}>
      <legend className="mb-1 text-lg font-extrabold text-navy">{t(`editing.course.blockFields.${list.key}` as never)}</legend>
      <p id={`${list.key}-list-hint`} className="field-hint">
        {t("editing.course.unit.listHint", list.limits)}
      </p>
      {listError && (
        <p id={errorId} className="field-error">
          {t(listError as never, list.limits)}
        </p>
      )}
      {Array.from({ length: rows }, (_, index) => {
        const label = t("editing.course.unit.item", { name: itemName, position: index + 1 });
        const base = `${list.key}.${index}`;
        if (!list.fields)
          return <BlockField key={base} name={base} label={label} kind="text" values={values} errors={errors} required={false} />;
        return (
          <fieldset key={base} className="m-0 flex flex-col gap-3 rounded-lg border-2 border-line p-4">
            <legend className="px-1 font-extrabold text-navy">{label}</legend>
            {list.fields.map(({ key, kind }) => (
              <BlockField key={key} name={`${base}.${key}`} kind={kind} values={values} errors={errors} required={false} />
            ))}
          </fieldset>
        );
      })}
    </fieldset>
  );
}

/** The answer key, by the rows the form shows ("Option 2"), so it can be set in the same post as the texts. */
function SolutionFields({ type, values, errors }: { type: BlockType } & Common) {
  const { t } = useTranslation();
  // The rows of the first list are answered: chosen (choice, choices) or each given a row of the second (pairs, placement).
  const { solution, lists } = BLOCK_SPECS[type];
  const [source, target] = lists as [ListSpec, ListSpec];
  const named = (list: ListSpec, index: number) => {
    const text = values[`${list.key}.${index}Es`]?.trim();
    const name = t("editing.course.unit.item", { name: t(`editing.course.blockFields.${list.item}` as never), position: index + 1 });
    return text ? `${name}: ${text}` : name;
  };
  const error = errors.solution;
  const many = solution === "choices";
  const hint = { choice: "correctOne", choices: "correctMany", pairs: "pairs", placement: "placement" }[solution ?? "choice"];
  return (
    <fieldset className="m-0 flex flex-col gap-3 border-0 p-0" aria-describedby={error ? "solution-error" : undefined}>
      <legend className="mb-2 text-lg font-extrabold text-navy">{t("editing.course.blockFields.solution")}</legend>
      <p className="field-hint">{t(`editing.course.blockFields.${hint}` as never)}</p>
      {error && (
        <p id="solution-error" className="field-error">
          {t(error as never)}
        </p>
      )}
      {Array.from({ length: rowsOf(values, source) }, (_, index) =>
        solution === "choice" || many ? (
          <div key={index} className="checkbox">
            <input
              id={`solution-${index}`}
              type={many ? "checkbox" : "radio"}
              name="solution"
              value={String(index)}
              defaultChecked={(values.solution ?? "").split(",").includes(String(index))}
            />
            <label htmlFor={`solution-${index}`}>{named(source, index)}</label>
          </div>
        ) : (
          <Field key={index} label={named(source, index)}>
            {({ id, describedBy }) => (
              <select
                id={id}
                name={`solution.${index}`}
                defaultValue={values[`solution.${index}`] ?? ""}
                aria-describedby={describedBy}
                className="field-input max-w-xl"
              >
                <option value="">{t("editing.course.blockFields.unset")}</option>
                {Array.from({ length: rowsOf(values, target) }, (_, choice) => (
                  <option key={choice} value={String(choice)}>
                    {named(target, choice)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ),
      )}
    </fieldset>
  );
}
