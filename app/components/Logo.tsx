import { useTranslation } from "../i18n/index.ts";

/**
 * The brand mark: a code-bracket face ("< ·‿· >") in a rounded navy tile. Decorative: the link names it.
 * The header's is drawn; the footer's repeats that drawing by reference (every page has both).
 */
export function LogoMark({ className = "logo-mark", copy = false }: { className?: string; copy?: boolean }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      {copy ? <use href="#logo-drawing" /> : <LogoDrawing />}
    </svg>
  );
}

function LogoDrawing() {
  return (
    <g id="logo-drawing">
      <rect width="64" height="64" rx="18" fill="#1d3557" />
      <circle cx="53" cy="11" r="6" fill="#c9184a" />
      <path
        d="M19 20 9 32l10 12M45 20l10 12-10 12"
        fill="none"
        stroke="#ffd166"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="27" cy="28" r="3.5" fill="#fff" />
      <circle cx="37" cy="28" r="3.5" fill="#fff" />
      <path d="M25.5 36.5q6.5 6 13 0" fill="none" stroke="#06d6a0" strokeWidth="4" strokeLinecap="round" />
    </g>
  );
}

/** Mark plus two-colour wordmark; the tagline shows on wide screens only. */
export function Logo() {
  const { t } = useTranslation();
  const [first, ...rest] = t("meta.siteName").split(" ");
  return (
    <span className="logo">
      <LogoMark />
      <span className="logo-text">
        <span className="logo-word">
          <span className="logo-word-a">{first}</span> <span className="logo-word-b">{rest.join(" ")}</span>
        </span>
        <span className="logo-tagline">{t("layout.tagline")}</span>
      </span>
    </span>
  );
}
