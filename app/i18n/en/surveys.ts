import type { surveys as es } from "../es/surveys.ts";
import type { Strings } from "../types.ts";

/** The open-activity teacher survey: the invitation, the form and the staff's counts. */
export const surveys: Strings<typeof es> = {
  invite: {
    question: "Have you used this activity with children?",
    link: "Tell us about it",
  },
  form: {
    title: "Activity survey",
    lead: "If you have used “{{title}}” with children, tell us how it went. It is four questions and they help us improve the activities.",
    back: "Back to the activity",
    required: "The questions marked as required need an answer.",
    childAges: "How old were they?",
    childAgesHint: "Tick all that apply.",
    ages: { sixToEight: "6-8 years", nineToTwelve: "9-12 years", twelvePlus: "12+ years", other: "Other ages" },
    classSize: "How many children in all?",
    sizes: { "25-50": "25 to 50", "50-100": "50 to 100", "100+": "More than 100" },
    usedWithChildren: "Did you use it with children?",
    wouldRecommend: "Would you recommend it?",
    yes: "Yes",
    no: "No",
    optional: "(optional)",
    submit: "Send answers",
    update: "Update answers",
    sending: "Sending…",
    saved: "Thank you! We have saved your answers. You can change them whenever you like.",
    answered: "You answered this survey on {{date}}. If you change anything, we will save your new answers.",
  },
  errors: {
    childAgesRequired: "Tick at least one age",
    childAgeUnknown: "Choose the ages from the list",
    classSizeUnknown: "Choose one of the options",
    usedWithChildrenRequired: "Answer yes or no",
    wouldRecommendUnknown: "Answer yes or no",
  },
  staff: {
    title: "Open activity surveys",
    lead: "How many people answered each open activity's survey and what they said, from the most recently answered activity to the oldest.",
    empty: "Nobody has answered a survey yet.",
    count_one: "{{count}} activity with answers",
    count_other: "{{count}} activities with answers",
    caption: "Answers per activity and option",
    scrollLabel: "Table of answers (scrolls horizontally)",
    activity: "Activity",
    answers: "Answers",
    last: "Last answer",
    childAges: "Ages",
    classSizes: "Number of children",
    usedWithChildren: "Used it with children",
    wouldRecommend: "Would recommend it",
  },
};
