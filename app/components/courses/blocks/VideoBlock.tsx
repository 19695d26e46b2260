import { useEffect, useRef, useState } from "react";
import { videoPlayerUrl } from "../../../../common/courses.ts";
import { useTranslation } from "../../../i18n/index.ts";
import { Icon } from "../../icons/Icon.tsx";
import { useHydrated } from "../../useHydrated.ts";
import { BlockSection, Paragraphs } from "../BlockSection.tsx";
import type { BlockProps } from "../types.ts";

const play = "M6 3l14 9-14 9z";
const HOST_NAMES = { youtube: "YouTube", vimeo: "Vimeo" } as const;

/**
 * A video behind a click-to-play facade: until the teacher presses play, nothing is asked of YouTube or Vimeo
 * (no player, no thumbnail: the poster is drawn by the stylesheet). Then the host's privacy-enhanced player
 * takes the facade's place, in the same box, and the focus. The transcript is always in the page.
 */
export function VideoBlock({ block, lang, level }: BlockProps<"video">) {
  const { t } = useTranslation();
  const { host, videoId, title, minutes, transcript } = block.content;
  const [playing, setPlaying] = useState(false);
  const hydrated = useHydrated();
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  return (
    <BlockSection block={block} title={title} level={level}>
      <div className="video-box">
        {playing ? (
          <iframe
            ref={frame}
            src={videoPlayerUrl(host, videoId, lang)}
            title={t("courses.blocks.video.frame", { title })}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          // Until the page runs (or without scripts), the facade is a link to the same player, in the tab itself.
          <FacadeControl href={hydrated ? null : videoPlayerUrl(host, videoId, lang)} onPlay={() => setPlaying(true)}>
            <span className="video-play">
              <Icon d={play} />
            </span>
            <span className="video-facade-label">{t("courses.blocks.video.play", { title, minutes })}</span>
          </FacadeControl>
        )}
      </div>
      <p className="block-hint">{t("courses.blocks.video.privacy", { host: HOST_NAMES[host] })}</p>
      <details className="video-transcript">
        <summary>{t("courses.blocks.video.transcript")}</summary>
        <div className="accordion-body">
          <Paragraphs text={transcript} />
        </div>
      </details>
    </BlockSection>
  );
}

function FacadeControl({ href, onPlay, children }: { href: string | null; onPlay: () => void; children: React.ReactNode }) {
  if (href) {
    return (
      <a className="video-facade" href={href}>
        {children}
      </a>
    );
  }
  return (
    <button type="button" className="video-facade" onClick={onPlay}>
      {children}
    </button>
  );
}
