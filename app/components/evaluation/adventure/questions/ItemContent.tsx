import type { AdventureItem } from "../../../../../common/adventure.ts";
import type { Language } from "../../../../../common/languages.ts";
import { useTranslation } from "../../../../i18n/index.ts";
import { SpeakButton } from "../SpeakButton.tsx";

/**
 * An option's or item's words, with its picture beside them: large enough to recognise, since the picture is
 * what a pupil who cannot read yet chooses by (decorative for screen readers: the words say what it is).
 */
export function ItemContent({ item }: { item: AdventureItem }) {
  return (
    <>
      {item.image && <img src={item.image} alt="" width={72} height={72} className="item-picture" />}
      <span className="item-text">{item.text}</span>
    </>
  );
}

/** A speaker that reads one text of the bank or the catalogue, exactly as written (its recording is named from it). */
export function ItemSpeaker({ text, lang, className }: { text: string; lang: Language; className?: string }) {
  const { t } = useTranslation();
  return <SpeakButton texts={[text]} lang={lang} label={t("adventure.listenTo", { item: text })} className={className} />;
}

/** The key's language for the speakers: given by the question's form, else the page's. */
export function useSpeakLang(lang?: Language): Language {
  const { i18n } = useTranslation();
  return lang ?? i18n.language;
}
