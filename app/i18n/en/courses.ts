import type { courses as es } from "../es/courses.ts";
import type { Strings } from "../types.ts";

/** Texts of the courses for teachers: my courses, a course and its units, the previews. */
export const courses: Strings<typeof es> = {
  progress: "{{completed}} of {{total}} units completed",
  facts: "{{hours}} training hours · {{units}} units",
  minutes_one: "{{count}} minute",
  minutes_other: "{{count}} minutes",
  units: "Course units",
  back: "My courses",
  noUnits: "This course has no units yet.",
  certificate: "Download the certificate (PDF)",
  state: { new: "Not started", started: "In progress", completed: "Completed" },
  go: { new: "Start the course", started: "Continue", completed: "Review the course" },
  unit: {
    position: "Unit {{position}} of {{total}}",
    completed: "completed",
    notCompleted: "not completed",
    done: "You have completed this unit.",
    courseDone: "You have completed this unit and the whole course.",
    pending_one: "To complete the unit, answer the remaining required question correctly.",
    pending_other: "To complete the unit, answer the {{count}} remaining required questions correctly.",
    finish: "I have finished this unit",
    pager: "Previous and next units",
    previous: "Previous unit",
    next: "Next unit",
  },
  completed: {
    title: "Course completed!",
    text: "You have completed every unit. Your certificate states the course's {{hours}} training hours.",
  },
  next: {
    title: "What to do next",
    activities: "Classroom activities to put what you learnt into practice:",
  },
  mine: {
    title: "My courses",
    intro: "Training courses for the programme's teachers. Your progress is saved as you go: leave a course and pick it up where you left off.",
    summary: "You have completed {{completed}} of {{total}} courses.",
    none: "There are no published courses yet.",
    profileIntro: "The courses you have started or completed.",
    all: "See every course",
    noAccess: "Training courses are for teachers with a professional licence.",
  },
  preview: {
    label: "Preview.",
    note: "This is how teachers will see the course. Answers are checked, but no progress is saved.",
    published: "The course is published.",
    unpublished: "The course is not published: teachers cannot see it yet.",
    wholeCourse: "See the whole course: {{title}}",
  },
  errors: {
    answerIncomplete: "Answer every part before checking your answer.",
    unitPending: "Some required questions in this unit still need a correct answer.",
    blockGone: "This question is no longer available. Reload the page.",
  },
};
