import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { useTranslation } from "../../i18n/index.ts";
import { useTo } from "../../lib/root-data.ts";
import { FormAlert } from "../Field.tsx";
import { SubmitButton } from "../SubmitButton.tsx";

/** The search parameter that asks for the reset's confirmation (a link, so it works before the scripts too). */
export const RESET_PARAM = "reiniciar";

type Props = { keyId: string; confirming: boolean; done: boolean; error: string | null };

/**
 * A key's groups reset by its teacher (issue 31): a link to the confirmation, then a plain form that posts it; the
 * server checks the key is the teacher's. After it, the message takes the focus where the form was.
 */
export function ResetKeyGroups({ keyId, confirming, done, error }: Props) {
  const { t } = useTranslation();
  const to = useTo();
  const here = to("adventure-key-card", { id: keyId });
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "resetGroups";
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) message.current?.focus();
  }, [done]);
  return (
    <section className="key-card-tools panel mt-6 flex flex-col gap-3" aria-labelledby="reset-groups-title">
      <h2 id="reset-groups-title" className="text-xl">
        {t("evaluation.card.reset.title")}
      </h2>
      <div role="status">
        {done && (
          <p ref={message} tabIndex={-1} className="form-success">
            {t("evaluation.card.reset.done")}
          </p>
        )}
      </div>
      <FormAlert message={error} />
      {confirming && !done ? (
        <Form method="post" action={`${here}?${RESET_PARAM}`} className="flex flex-col gap-3">
          <p className="font-bold">{t("evaluation.card.reset.confirmTitle")}</p>
          <p>{t("evaluation.card.reset.confirmText")}</p>
          <input type="hidden" name="intent" value="resetGroups" />
          <p className="flex flex-wrap items-center gap-3">
            <SubmitButton busy={busy} className="btn btn-primary btn-sm">
              {t("evaluation.card.reset.confirm")}
            </SubmitButton>
            <Link to={here}>{t("evaluation.card.reset.cancel")}</Link>
          </p>
        </Form>
      ) : (
        <>
          <p>{t("evaluation.card.reset.text")}</p>
          <p>
            <Link className="btn btn-secondary btn-sm" to={`${here}?${RESET_PARAM}`}>
              {t("evaluation.card.reset.open")}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
