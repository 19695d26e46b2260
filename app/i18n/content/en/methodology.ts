import { PUPILS_PER_DEVICE } from "../../../../common/constants.ts";
import type { Strings } from "../../types.ts";
import type { methodology as es } from "../es/methodology.ts";
import { CHILD_AGE_MAX as AGE_MAX, CHILD_AGE_MIN as AGE_MIN, COMPETENCES, REFERENCE_TRAINING_HOURS } from "../../../../common/constants.ts";

export const methodology: Strings<typeof es> = {
  hero: {
    eyebrow: "Methodology",
    title: "Learning by doing",
    lead: "At Código Pequeño nobody learns technology by watching: you learn by touching, trying, getting it wrong and trying again. This is how we work, at home and in the classroom.",
  },
  principles: {
    title: "Four ways of learning",
    intro: `Every activity combines these four ideas, which help children develop the ${COMPETENCES} digital competences naturally.`,
    items: {
      play: {
        title: "By playing",
        text: "Play sparks curiosity and lowers the fear of making mistakes. We nearly always start with a game, with or without a screen, that introduces the idea of the day.",
      },
      experiment: {
        title: "By experimenting",
        text: 'We make guesses ("what will happen if…?"), test them and observe the result. A mistake is a clue, not a failure.',
      },
      challenges: {
        title: "Through challenges",
        text: "Each session sets a clear, achievable challenge, with extra levels for anyone who wants to go further. That way every child moves at their own pace.",
      },
      projects: {
        title: "Through projects",
        text: "Several challenges come together in a meaningful project: an animated story, a video game, an invention for the playground. What is created is shared with others.",
      },
    },
  },
  session: {
    title: "What a session looks like",
    intro: "A typical session lasts 45 to 60 minutes and has five moments:",
    steps: [
      { title: "Spark", text: "A game or a question that connects with what they already know." },
      { title: "Explore", text: "They handle the tool or material freely, without step-by-step instructions." },
      { title: "Create", text: "They solve the challenge of the day in small groups." },
      { title: "Share", text: "They show what they have made and explain how they did it." },
      { title: "Reflect", text: "They think about what they learned, what was hard and what they would improve." },
    ],
  },
  ages: {
    title: "By age group",
    intro: "Primary itineraries and evaluation are organised into two age groups, with goals and tools suited to each stage.",
    segments: [
      {
        title: "Ages 6 to 8",
        text: "First steps: learning to give instructions, recognising patterns and creating with technology with guidance.",
        points: [
          "Unplugged activities and movement games.",
          "Floor robots and coding with pictograms.",
          "First animated stories.",
          "Basic rules for staying safe online.",
        ],
      },
      {
        title: "Ages 9 to 12",
        text: "More independence: longer projects in which they design, code and test their own solutions.",
        points: [
          "Block-based coding of games and animations.",
          "Robotics, boards and Internet of Things sensors.",
          "3D modelling, augmented reality and artificial intelligence.",
          "Privacy, digital identity and wellbeing.",
        ],
      },
    ],
  },
  classroom: {
    title: "In the classroom",
    text: `We work in small groups of up to ${PUPILS_PER_DEVICE} pupils per device, with rotating roles so that everyone takes part:`,
    roles: [
      { title: "Pilot", text: "Handles the mouse, keyboard or tablet." },
      { title: "Co-pilot", text: "Reads the challenge, suggests ideas and checks each step." },
      { title: "Reporter", text: "Notes down what they try and tells the rest of the class." },
    ],
    note: "That way the class works even with few computers, pupils learn to collaborate and nobody is left just watching the screen.",
  },
  evaluation: {
    title: "How we evaluate",
    paragraphs: [
      `Classroom evaluation shows each teacher their group's starting point and progress in the ${COMPETENCES} competences. Primary pupils complete it as an adventure, in the ${AGE_MIN} to 8 and 9 to ${AGE_MAX} age groups, entering with their classroom's adventure key and without giving their name.`,
      "Results are grouped by classroom and help choose the next itineraries. Follow-up reports use aggregated data to show how the programme is progressing in each school.",
    ],
  },
  families: {
    title: "As a family",
    text: "Technology is learned at home too. The family activities suggest:",
    tips: [
      "Playing together: the adult does not need to know how to code, just to join in and ask questions.",
      "Using simple materials found in any home.",
      "Talking about what you see on screens and agreeing rules for their use.",
      "Celebrating the process, not just the result.",
    ],
  },
  teachers: {
    title: "Teachers who learn",
    text: "Teachers are the key to the programme. That is why training is part of the methodology:",
    points: [
      "Online courses with quizzes, which each teacher follows at their own pace.",
      "Ready-made sessions with step-by-step guides and printable materials.",
      "A moderated community to share questions, ideas and results with other schools.",
      `Reference schools devote at least ${REFERENCE_TRAINING_HOURS} hours a year to training their teachers.`,
    ],
  },
  wellbeing: {
    title: "Safety and wellbeing, always",
    text: "In every topic we take a moment to use technology wisely: looking after personal data, respecting others, taking breaks from screens and asking an adult when something does not feel right.",
  },
  cta: {
    title: "Shall we start?",
    text: "Find out about the whole programme or create an account to save your favourite activities.",
    introduction: "Read the introduction",
    signup: "Create an account",
  },
};
