import { spokenForm, voiceFile } from "../../../common/adventure-voice.ts";
import { type AdventureQuestionView, GROUP_NUMBER_MAX } from "../../../common/adventure.ts";
import { EVALUATED_SEGMENTS, type QuestionType } from "../../../common/evaluation.ts";
import { LANGUAGES, type Language } from "../../../common/languages.ts";
import { QUESTION_BANK, questionView } from "./questions/index.ts";

/**
 * Every text a pupil of the adventure can hear (decision 056): what scripts/adventure-voice.ts records into
 * public/audio/adventure/<lang>/ and what voice-texts.test.ts holds those files to. The question bank is read here;
 * the screens' words are the adventure's i18n catalogue, which the server may not import (decision 051): the
 * script and the test pass it in, and `SpokenCatalogue` names the part of its shape that is spoken.
 */

/** A group of catalogue texts, possibly nested (`adventure.voice.*` may grow). */
type TextTree = { readonly [key: string]: string | TextTree };

/** The spoken part of the adventure's catalogue (app/i18n/<lang>/adventure.ts). */
export type SpokenCatalogue = {
  setup: {
    title: string;
    lead: string;
    name: string;
    pupils: string;
    numberOption: string;
    pupilCount_one: string;
    pupilCount_other: string;
  };
  animals: Readonly<Record<string, string>>;
  instructions: Readonly<Record<string, string>>;
  code: { lead: string; hint: string };
  closed: { text: string };
  errors: { closed: string };
  right: string;
  wrong: string;
  end: { title: string; teacher: string };
  /** Words the screens only say (none are shown): every string under it is recorded. */
  voice?: TextTree;
};

export type SpokenCatalogues = Record<Language, SpokenCatalogue>;

type AnyQuestionView = { [T in QuestionType]: AdventureQuestionView<T> }[QuestionType];

/** How many pupils a device may say it has (the setup's 1, 2 or 3). */
const PUPIL_COUNTS = [1, 2, 3];

/** What the bank's questions say in `lang`, both segments, in the order a group meets them. */
export function questionTexts(lang: Language): string[] {
  const texts: string[] = [];
  for (const segment of EVALUATED_SEGMENTS) {
    QUESTION_BANK[segment].forEach((question, index) => {
      // The view's type and content, paired (questionView's result does not say which content goes with which type).
      const view = questionView(question, index, lang) as AnyQuestionView;
      texts.push(view.content.prompt);
      switch (view.type) {
        case "test":
          texts.push(...view.content.options.map((option) => option.text));
          break;
        case "catch":
          texts.push(...view.content.items.map((item) => item.text));
          break;
        case "match":
          texts.push(...view.content.left.map((item) => item.text), ...view.content.right.map((item) => item.text));
          break;
        case "rightWrongText":
          texts.push(view.content.statement);
          break;
        case "rightWrongImage":
          texts.push(view.content.picture.alt);
          break;
        case "label":
          texts.push(view.content.picture.alt, ...view.content.labels);
          break;
      }
    });
  }
  return texts;
}

/** A `{{count}}` plural as the i18n runtime picks it (Intl's form, else `_other`), with the count put in. */
function plural(lang: Language, forms: { one: string; other: string }, count: number): string {
  const form = new Intl.PluralRules(lang).select(count) === "one" ? forms.one : forms.other;
  return form.replace(/\{\{\s*count\s*\}\}/g, String(count));
}

function treeStrings(tree: TextTree, path: string): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    if (typeof value !== "string") return treeStrings(value, `${path}.${key}`);
    // A text with a placeholder has no one recording: its values must be listed here, as pupilCount's are.
    if (/\{\{/.test(value)) throw new Error(`adventure.${path}.${key} has a placeholder: list its spoken values in voice-texts.ts`);
    return [value];
  });
}

/** What the adventure's screens say in `lang`, from its catalogue. */
export function catalogueTexts(lang: Language, catalogue: SpokenCatalogue): string[] {
  const { setup } = catalogue;
  const numbers = Array.from({ length: GROUP_NUMBER_MAX }, (_, i) => String(i + 1));
  const counts = PUPIL_COUNTS.map((count) => plural(lang, { one: setup.pupilCount_one, other: setup.pupilCount_other }, count));
  return [
    catalogue.code.lead,
    catalogue.code.hint,
    catalogue.errors.closed,
    catalogue.closed.text,
    setup.title,
    setup.lead,
    setup.name,
    setup.pupils,
    setup.numberOption,
    ...Object.values(catalogue.animals),
    ...numbers,
    ...counts,
    ...Object.values(catalogue.instructions),
    catalogue.right,
    catalogue.wrong,
    catalogue.end.title,
    catalogue.end.teacher,
    ...(catalogue.voice ? treeStrings(catalogue.voice, "voice") : []),
  ];
}

/** Every text a pupil can hear in `lang`: the bank's, then the screens', each once (as its recording is named), in a stable order. */
export function spokenTexts(lang: Language, catalogue: SpokenCatalogue): string[] {
  const seen = new Set<string>();
  const texts: string[] = [];
  for (const text of [...questionTexts(lang), ...catalogueTexts(lang, catalogue)]) {
    const form = spokenForm(text);
    if (!form || seen.has(form)) continue;
    seen.add(form);
    texts.push(form);
  }
  return texts;
}

/** One recording: its language, its text and where it is served (`/audio/adventure/<lang>/<name>.mp3`). */
export type VoiceRecording = { lang: Language; text: string; file: string };

/** Every recording the adventure needs, both languages. */
export function voiceRecordings(catalogues: SpokenCatalogues): VoiceRecording[] {
  return LANGUAGES.flatMap((lang) => spokenTexts(lang, catalogues[lang]).map((text) => ({ lang, text, file: voiceFile(lang, text) })));
}
