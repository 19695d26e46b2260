import type { SurveyAnswerNode } from "./documents.ts";

/** The survey form as posted: ticked ages, the chosen size and yes/no answers ("" while none is chosen). */
export type SurveyFormValues = { childAges: string[]; classSize: string; usedWithChildren: string; wouldRecommend: string };

const yesNo = (value: boolean | null) => (value === null ? "" : value ? "yes" : "no");

export function surveyValuesOf(answer: SurveyAnswerNode | null): SurveyFormValues {
  return {
    childAges: answer ? [...answer.childAges] : [],
    classSize: answer?.classSize ?? "",
    usedWithChildren: answer ? yesNo(answer.usedWithChildren) : "",
    wouldRecommend: answer ? yesNo(answer.wouldRecommend) : "",
  };
}
