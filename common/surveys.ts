/** The open-activity teacher survey (sections 3, 5 and 9). */
export const SURVEY_CHILD_AGES = ["sixToEight", "nineToTwelve", "twelvePlus", "other"] as const;
export type SurveyChildAge = (typeof SURVEY_CHILD_AGES)[number];
export const SURVEY_CLASS_SIZES = ["25-50", "50-100", "100+"] as const;
export type SurveyClassSize = (typeof SURVEY_CLASS_SIZES)[number];
