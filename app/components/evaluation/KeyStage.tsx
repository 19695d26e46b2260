import { useId } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { EvaluationStage } from "../../../common/evaluation.ts";
import { LANGUAGES } from "../../../common/languages.ts";
import { useTranslation } from "../../i18n/index.ts";
import { useTo } from "../../lib/root-data.ts";
import { Icon } from "../icons/Icon.tsx";
import { keyRound, lock, printer } from "../icons/shapes.ts";
import { SubmitButton } from "../SubmitButton.tsx";
import type { AdventureKeyNode } from "./documents.ts";

/** A key as the list shows it: its dates written on the server. */
export type ListedKey = AdventureKeyNode & { opened: string; closed: string | null };

type Props = { classroom: { id: string; name: string }; stage: EvaluationStage; adventureKey: ListedKey | null };

/**
 * One stage of a classroom (section 4): its key not opened yet (choose the adventure's language, open it), open
 * (its code, its card, close it) or closed (open it again). Each control's name says which key and classroom it
 * acts on, for screen readers going through a list of classrooms (the visible words start it: WCAG 2.5.3).
 */
export function KeyStage({ classroom, stage, adventureKey: key }: Props) {
  const { t, i18n } = useTranslation();
  const to = useTo();
  const id = useId();
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("stage") === stage &&
    navigation.formData?.get("classroomId") === classroom.id;
  const stageName = t(`evaluation.stages.${stage}`);
  const of = (
    <span className="sr-only">{t("evaluation.list.of", { stage: stageName.toLocaleLowerCase(i18n.language), name: classroom.name })}</span>
  );
  const state = !key ? "notOpened" : key.open ? "open" : "closed";
  const hidden = (
    <>
      <input type="hidden" name="classroomId" value={classroom.id} />
      <input type="hidden" name="stage" value={stage} />
      {key && <input type="hidden" name="keyId" value={key.id} />}
    </>
  );
  return (
    <li className="flex flex-wrap items-start justify-between gap-4 rounded-2xl border-2 border-line bg-cream p-4">
      <div className="flex flex-col gap-1">
        <h4 className="text-lg font-extrabold text-navy">{stageName}</h4>
        <p>
          <span className={`chip ${state === "open" ? "bg-mint-soft" : state === "closed" ? "bg-coral-soft" : "bg-paper"}`}>
            {t(`evaluation.list.state.${state}`)}
          </span>
        </p>
        {key && (
          <>
            <p>
              {t("evaluation.list.code")}: <strong className="font-mono text-xl tracking-widest">{key.code}</strong> ·{" "}
              {t(`evaluation.languages.${key.lang}`)}
            </p>
            <p className="text-sm text-muted">
              {key.closed ? t("evaluation.list.closedOn", { date: key.closed }) : t("evaluation.list.openedOn", { date: key.opened })}
            </p>
          </>
        )}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        {!key && (
          <Form method="post" className="flex flex-wrap items-end gap-3">
            {hidden}
            <input type="hidden" name="intent" value="open" />
            <div className="field">
              <label className="field-label" htmlFor={`${id}-lang`}>
                {t("evaluation.list.language")}
              </label>
              <select id={`${id}-lang`} name="lang" className="field-input" defaultValue="es">
                {LANGUAGES.map((lang) => (
                  <option key={lang} value={lang}>
                    {t(`evaluation.languages.${lang}`)}
                  </option>
                ))}
              </select>
            </div>
            <SubmitButton busy={busy} className="btn btn-primary btn-sm">
              <Icon d={keyRound} /> {t("evaluation.list.open")}
              {of}
            </SubmitButton>
          </Form>
        )}
        {key?.open && (
          <>
            <Link className="btn btn-secondary btn-sm" to={to("adventure-key-card", { id: key.id })}>
              <Icon d={printer} /> {t("evaluation.list.card")}
              {of}
            </Link>
            <Form method="post">
              {hidden}
              <input type="hidden" name="intent" value="close" />
              <SubmitButton busy={busy} className="btn btn-secondary btn-sm">
                <Icon d={lock} /> {t("evaluation.list.close")}
                {of}
              </SubmitButton>
            </Form>
          </>
        )}
        {key && !key.open && (
          <Form method="post">
            {hidden}
            <input type="hidden" name="intent" value="reopen" />
            <SubmitButton busy={busy} className="btn btn-secondary btn-sm">
              <Icon d={keyRound} /> {t("evaluation.list.reopen")}
              {of}
            </SubmitButton>
          </Form>
        )}
      </div>
    </li>
  );
}
