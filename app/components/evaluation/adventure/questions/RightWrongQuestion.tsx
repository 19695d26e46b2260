import { useTranslation } from "../../../../i18n/index.ts";
import { Icon } from "../../../icons/Icon.tsx";
import { check, x } from "../../../icons/shapes.ts";
import { SpeakButton } from "../SpeakButton.tsx";
import { ItemSpeaker, useSpeakLang } from "./ItemContent.tsx";
import type { QuestionProps } from "./types.ts";

/**
 * Right or wrong: a picture (rightWrongImage, its speaker reads what it shows) or a sentence (rightWrongText,
 * with its speaker and maybe a small picture), then two large choices, each with its speaker. In landscape the
 * picture or sentence stands beside the choices.
 */
export function RightWrongQuestion({ question, lang }: QuestionProps<"rightWrongImage" | "rightWrongText">) {
  const { t } = useTranslation();
  const language = useSpeakLang(lang);
  const content = question.content;
  const verdicts = [
    { value: "yes", text: t("adventure.right"), icon: check, className: "verdict-right" },
    { value: "no", text: t("adventure.wrong"), icon: x, className: "verdict-wrong" },
  ];
  return (
    <div className={`verdict-board${"picture" in content ? " has-figure" : ""}`}>
      {"picture" in content ? (
        <figure className="adventure-figure verdict-figure">
          <img src={content.picture.src} alt={content.picture.alt} width={content.picture.width} height={content.picture.height} />
          <SpeakButton texts={[content.picture.alt]} lang={language} label={t("adventure.listenPicture")} className="figure-speaker" />
        </figure>
      ) : (
        <div className="adventure-statement">
          {content.image && <img src={content.image} alt="" width={96} height={96} className="statement-picture" />}
          <p>{content.statement}</p>
          <ItemSpeaker text={content.statement} lang={language} />
        </div>
      )}
      <ul className="verdict-grid">
        {verdicts.map((verdict) => (
          <li key={verdict.value} className={`choice verdict ${verdict.className}`}>
            <label className="choice-card">
              <input type="radio" name="right" value={verdict.value} className="choice-input" />
              <Icon d={verdict.icon} className="verdict-icon" />
              <span className="item-text">{verdict.text}</span>
            </label>
            <ItemSpeaker text={verdict.text} lang={language} />
          </li>
        ))}
      </ul>
    </div>
  );
}
