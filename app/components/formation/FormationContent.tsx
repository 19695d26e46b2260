import { useTranslation } from "../../i18n/index.ts";
import { useRootData, useTo } from "../../lib/root-data.ts";
import { Icon } from "../icons/Icon.tsx";
import { calendarDays, clock, download, externalLink, fileText, mapPin } from "../icons/shapes.ts";
import { formatOf, formatSize } from "./downloads.ts";
import type { FormationShown } from "./formations.ts";

/** A stored text's paragraphs (blank lines between them). */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * A formation's page below its title: the introduction, the sessions in date order, the material and the
 * files to download (served by the downloads' file route). The view and the staff preview draw the same.
 */
export function FormationContent({ formation }: { formation: FormationShown }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="page-lead flex flex-col gap-3">
        {paragraphs(formation.intro).map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
      <div className="grid gap-8 md:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-8">
          <Sessions formation={formation} />
          <section aria-labelledby="formation-material">
            <h2 id="formation-material" className="mb-4 text-2xl">
              {t("formation.view.material")}
            </h2>
            {formation.material.length === 0 ? (
              <p className="empty">{t("formation.view.noMaterial")}</p>
            ) : (
              <ul className="flex flex-col gap-4">
                {formation.material.map((item) => (
                  <li key={item.title} className="panel">
                    <h3 className="mt-0 text-lg">{item.title}</h3>
                    {paragraphs(item.text).map((text) => (
                      <p key={text} className="mt-2 leading-relaxed">
                        {text}
                      </p>
                    ))}
                    {item.link && (
                      <p className="mt-3">
                        <a
                          href={item.link}
                          rel="noopener noreferrer"
                          className="inline-flex items-center gap-2 font-bold"
                          aria-label={t("formation.view.openLinkOf", { title: item.title })}
                        >
                          {t("formation.view.openLink")}
                          <Icon d={externalLink} className="size-5" />
                        </a>
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <Downloads files={formation.downloads} />
      </div>
    </>
  );
}

function Sessions({ formation }: { formation: FormationShown }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="formation-sessions">
      <h2 id="formation-sessions" className="mb-4 text-2xl">
        {t("formation.view.sessions")}
      </h2>
      {formation.sessions.length === 0 ? (
        <p className="empty">{t("formation.view.noSessions")}</p>
      ) : (
        <ol className="flex flex-col gap-4">
          {formation.sessions.map((session, index) => (
            <li key={session.startsAt} className="panel">
              <h3 className="mt-0 text-lg">{t("formation.view.session", { number: index + 1 })}</h3>
              <dl className="mt-3 grid gap-3 sm:grid-cols-3">
                <div>
                  <dt className="flex items-center gap-2 font-extrabold text-navy">
                    <Icon d={calendarDays} className="size-5" />
                    {t("formation.view.date")}
                  </dt>
                  <dd>
                    <time dateTime={session.startsAt}>{session.date}</time>
                  </dd>
                </div>
                <div>
                  <dt className="flex items-center gap-2 font-extrabold text-navy">
                    <Icon d={clock} className="size-5" />
                    {t("formation.view.time")}
                  </dt>
                  <dd>{t("formation.view.timeValue", { time: session.time })}</dd>
                </div>
                <div>
                  <dt className="flex items-center gap-2 font-extrabold text-navy">
                    <Icon d={mapPin} className="size-5" />
                    {t("formation.view.place")}
                  </dt>
                  <dd>{session.place}</dd>
                </div>
              </dl>
              {session.link && (
                <p className="mt-4">
                  <a href={session.link} rel="noopener noreferrer" className="btn btn-secondary btn-sm">
                    {t("formation.view.join")}
                    <Icon d={externalLink} />
                  </a>
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Downloads({ files }: { files: FormationShown["downloads"] }) {
  const { t } = useTranslation();
  const to = useTo();
  const lang = useRootData()?.lang ?? "es";
  return (
    <section aria-labelledby="formation-downloads" className="panel h-fit">
      <h2 id="formation-downloads">{t("formation.view.downloads")}</h2>
      {files.length === 0 ? (
        <p className="text-muted">{t("formation.view.noDownloads")}</p>
      ) : (
        <ul className="flex flex-col gap-5">
          {files.map((file) => {
            const type = t(`formation.downloads.formats.${formatOf(file.mimeType)}`);
            const size = formatSize(file.size, lang);
            return (
              <li key={file.id} className="flex flex-col gap-2">
                <p className="flex items-start gap-2 font-bold">
                  <Icon d={fileText} className="mt-0.5 size-5 shrink-0 text-coral" />
                  {file.title}
                </p>
                <p className="text-sm text-muted">
                  {type} · {size}
                </p>
                <a
                  className="btn btn-primary btn-sm self-start"
                  href={to("formation-download-file", { file: file.fileName })}
                  download={file.fileName}
                  aria-label={t("formation.view.downloadFile", { title: file.title, type, size })}
                >
                  <Icon d={download} />
                  {t("formation.view.download")}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
