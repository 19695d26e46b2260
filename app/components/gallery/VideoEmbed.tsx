import { useState } from "react";
import { parseVideoUrl, videoEmbedUrl } from "../../../common/gallery.ts";
import { useTranslation } from "../../i18n/index.ts";
import { useHydrated } from "../useHydrated.ts";

const SITE_NAMES = { youtube: "YouTube", vimeo: "Vimeo" } as const;

/**
 * A YouTube or Vimeo video in privacy-enhanced mode (youtube-nocookie.com, Vimeo with dnt=1). Nothing is
 * asked of those sites until the viewer presses play: until then a neutral placeholder and a button (a link to the
 * player before the page's scripts have run).
 */
export function VideoEmbed({ url }: { url: string }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const hydrated = useHydrated();
  const video = parseVideoUrl(url);
  if (!video) return null;
  const site = SITE_NAMES[video.site];
  return (
    <figure className="aspect-video w-full overflow-hidden rounded-2xl border-2 border-line bg-ink">
      {playing ? (
        <iframe
          src={videoEmbedUrl(video)}
          title={t("gallery.videoTitle", { site })}
          className="h-full w-full"
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <div className="flex h-full w-full flex-col items-center justify-center gap-3 bg-cream p-4 text-center">
          {hydrated ? (
            <button type="button" className="btn btn-primary" onClick={() => setPlaying(true)}>
              ▶ {t("gallery.play", { site })}
            </button>
          ) : (
            // Until the page runs (or without scripts): the same player, in the tab itself.
            <a className="btn btn-primary" href={videoEmbedUrl(video)}>
              ▶ {t("gallery.play", { site })}
            </a>
          )}
          <p className="text-sm">{t("gallery.playNote", { site })}</p>
        </div>
      )}
    </figure>
  );
}
