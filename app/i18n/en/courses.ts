import type { courses as es } from "../es/courses.ts";
import type { Strings } from "../types.ts";

export const courses: Strings<typeof es> = {
  blocks: {
    required: "Required",
    choose: "Choose…",
    check: "Check answer",
    tryAgain: "Try again",
    right: "Correct! Well done.",
    wrong: "Not quite. Look at the marks and the right answer, then try again.",
    markRight: "Right",
    markWrong: "Wrong",
    solution: "Right answer",
    explanation: "Explanation",
    incomplete: {
      test: "Choose an option before checking.",
      selection: "Choose at least one option before checking.",
      connect: "Join every item to its partner before checking.",
      dragable: "Put every item in its group before checking.",
    },
    test: {
      solution: "The right answer is: {{option}}",
    },
    selection: {
      hint: "You can choose more than one option.",
      chosenRight: "Rightly chosen",
      chosenWrong: "Not a right option",
      missed: "Also right",
      solution: "The right options are:",
    },
    connect: {
      hint: "Choose each item's partner in its list, or tap an item and then its partner.",
      pairFor: "Partner of “{{item}}”",
      partners: "Possible partners",
      picked: "You chose “{{item}}”. Now tap its partner.",
      paired: "“{{left}}” joined with “{{right}}”.",
      solution: "The right pairs are:",
    },
    dragable: {
      hint: "Drag each item into its group, or choose the group in its list.",
      placeFor: "Group of “{{item}}”",
      empty: "Still empty",
      moved: "“{{item}}” put in “{{target}}”.",
      solution: "Where each item goes:",
    },
    video: {
      play: "Play video: {{title}} ({{minutes}} min)",
      frame: "Video: {{title}}",
      privacy: "The video loads from {{host}} only when you play it.",
      transcript: "Video transcript",
    },
    steps: {
      progress: "Step {{current}} of {{total}}",
      previous: "Previous",
      next: "Next",
    },
    flashcard: {
      hint: "Press a card to turn it over.",
      card: "Card {{number}}",
      front: "Front",
      back: "Back",
      shown: "Card {{number}}, {{side}}: {{text}}",
    },
    infographic: {
      point: "Point {{number}}: {{label}}",
      points: "Points of the infographic",
      close: "Close",
    },
  },
};
