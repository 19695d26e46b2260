import { useTranslation } from "../../../../i18n/index.ts";
import { Icon } from "../../../icons/Icon.tsx";
import { check, x } from "../../../icons/shapes.ts";
import type { QuestionProps } from "./types.ts";

/** Right or wrong: a picture (rightWrongImage) or a sentence (rightWrongText), then two large choices. */
export function RightWrongQuestion({ question }: QuestionProps<"rightWrongImage" | "rightWrongText">) {
  const { t } = useTranslation();
  const content = question.content;
  return (
    <>
      {"picture" in content ? (
        <figure className="adventure-figure">
          <img src={content.picture.src} alt={content.picture.alt} width={content.picture.width} height={content.picture.height} />
        </figure>
      ) : (
        <p className="adventure-statement">{content.statement}</p>
      )}
      <ul className="verdict-grid">
        <li>
          <label className="choice-card verdict-right">
            <input type="radio" name="right" value="yes" className="choice-input" />
            <Icon d={check} className="verdict-icon" />
            <span className="item-text">{t("adventure.right")}</span>
          </label>
        </li>
        <li>
          <label className="choice-card verdict-wrong">
            <input type="radio" name="right" value="no" className="choice-input" />
            <Icon d={x} className="verdict-icon" />
            <span className="item-text">{t("adventure.wrong")}</span>
          </label>
        </li>
      </ul>
    </>
  );
}
