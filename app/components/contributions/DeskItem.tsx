import { useTranslation } from "../../i18n/index.ts";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import { Icon } from "../icons/Icon.tsx";
import { clock } from "../icons/shapes.ts";
import { SubmitButton } from "../SubmitButton.tsx";
import { CommentItem, MODERATION_FETCHER, useAuthorName, useFormatDate } from "./CommentItem.tsx";
import type { DeskItemNode } from "./documents.ts";
import { RejectReasonField } from "./RejectReasonField.tsx";

/** A rejection from the desk that the server refused (no reason, too long): shown again at its item. */
export type DeskRejectRefusal = { id: string; reasonError: string; reason: string };

/** Stored rich content (forum, bulletin) as a line of plain text: tags dropped, the sanitiser's entities read back. */
export function plainText(content: string): string {
  const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };
  return content
    .replace(/<[^>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * One contribution on the moderation desk: its section and type, the thread it belongs to, what the
 * personal-data guard found, the reject reason, and for pending ones Publish and Reject. An activity's
 * comment is drawn by CommentItem (its Reject goes to the comment's own confirmation page); the other
 * sections' are rejected here, with the reason, in a form that works without JavaScript.
 */
export function DeskItem({ item, refusal }: { item: DeskItemNode; refusal: DeskRejectRefusal | null }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full border-2 border-navy bg-mint-soft px-2 py-0.5 font-bold text-navy">
          {t(`moderation.desk.sectionOf.${item.section}`)}
        </span>
        <span className="font-bold">{t(`moderation.desk.types.${item.type}`)}</span>
        {item.state !== "pending" && <span>· {t(`moderation.desk.states.${item.state}`)}</span>}
      </p>
      {item.title && <h3 className="text-lg font-black text-navy [overflow-wrap:anywhere]">{item.title}</h3>}
      {item.thread && (
        <p className="text-sm">
          {t("moderation.desk.on")}:{" "}
          <Link className="font-bold" to={item.thread.path}>
            {item.thread.title}
          </Link>
        </p>
      )}
      {item.heldFor.length > 0 && (
        <div className="rounded-xl border-2 border-navy bg-sun-soft p-3 text-sm">
          <p className="font-bold">{t("moderation.desk.heldForLabel")}</p>
          <ul className="list-disc pl-5">
            {item.heldFor.map((kind) => (
              <li key={kind}>{t(`moderation.desk.heldFor.${kind}`)}</li>
            ))}
          </ul>
        </div>
      )}
      {item.rejectReason && <p className="text-sm font-bold">{t("moderation.desk.reason", { reason: item.rejectReason })}</p>}
      {item.section === "activities" && item.activity ? (
        <CommentItem comment={item} slug={item.activity.slug} fromQueue />
      ) : (
        <CommunityItem item={item} refusal={refusal?.id === item.id ? refusal : null} />
      )}
    </div>
  );
}

/** A forum, gallery or bulletin contribution: author, date, first words, and the moderator's actions. */
function CommunityItem({ item, refusal }: { item: DeskItemNode; refusal: DeskRejectRefusal | null }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const name = useAuthorName()(item);
  const date = item.publishedAt ?? item.createdAt;
  const text = plainText(item.content);
  const navigation = useNavigation();
  const rejecting = navigation.state === "submitting" && navigation.formData?.get("id") === item.id;
  return (
    <article className="flex flex-col gap-2" aria-label={t("comments.item.by", { name })}>
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <strong className="text-navy">{name}</strong>
        <time className="text-muted text-sm" dateTime={date}>
          {formatDate(date)}
        </time>
        {item.state === "pending" && (
          <span className="inline-flex items-center gap-1 rounded-full border-2 border-navy bg-sun-soft px-2 py-0.5 text-sm font-bold text-navy">
            <Icon d={clock} className="h-4 w-4" />
            {t("moderation.desk.states.pending")}
          </span>
        )}
      </header>
      <p className="[overflow-wrap:anywhere]" lang={item.language}>
        {text.length > 300 ? `${text.slice(0, 299)}…` : text}
      </p>
      <div className="flex flex-wrap items-start gap-3">
        <Link className="btn btn-secondary btn-sm" to={item.path} aria-label={t("moderation.desk.openLabel", { name })}>
          {t("moderation.desk.open")}
        </Link>
        {item.state === "pending" && (
          <>
            <PublishButton id={item.id} name={name} />
            <details className="w-full" open={!!refusal}>
              <summary className="btn btn-secondary btn-sm" aria-label={t("moderation.desk.rejectLabel", { name })}>
                {t("moderation.desk.reject")}
              </summary>
              <Form method="post" noValidate preventScrollReset className="mt-3 flex flex-col gap-3">
                <input type="hidden" name="intent" value="comment-reject" />
                <input type="hidden" name="id" value={item.id} />
                <RejectReasonField error={refusal?.reasonError} defaultValue={refusal?.reason} />
                <SubmitButton busy={rejecting} className="btn btn-primary btn-sm self-start">
                  {t("moderation.desk.rejectConfirm")}
                </SubmitButton>
              </Form>
            </details>
          </>
        )}
      </div>
    </article>
  );
}

/** Publishes in place (the desk's action); a plain form post without JavaScript. */
function PublishButton({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher({ key: MODERATION_FETCHER });
  const busy = fetcher.state !== "idle" && fetcher.formData?.get("id") === id;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="comment-publish" />
      <input type="hidden" name="id" value={id} />
      <SubmitButton busy={busy} className="btn btn-primary btn-sm" aria-label={t("moderation.desk.publishLabel", { name })}>
        {t("moderation.desk.publish")}
      </SubmitButton>
    </fetcher.Form>
  );
}
