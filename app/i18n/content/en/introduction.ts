import { MIN_ACCOUNT_AGE } from "../../../../common/constants.ts";
import type { Strings } from "../../types.ts";
import type { introduction as es } from "../es/introduction.ts";
import {
  CHILD_AGE_MAX as AGE_MAX,
  CHILD_AGE_MIN as AGE_MIN,
  COMPETENCES,
  REFERENCE_PUPIL_HOURS,
  REFERENCE_TRAINING_HOURS,
  REFERENCE_REGIONS as REGIONS,
} from "../../../../common/constants.ts";

export const introduction: Strings<typeof es> = {
  hero: {
    eyebrow: "Introduction",
    title: "A programme for growing up in a digital world",
    lead: `Código Pequeño brings technology to children aged ${AGE_MIN} to ${AGE_MAX} in a fun, creative and safe way, and supports the families and teachers who guide them.`,
  },
  figures: {
    label: "The programme in figures",
    items: [
      { value: `${AGE_MIN}–${AGE_MAX}`, label: "years: the age of our learners" },
      { value: `${COMPETENCES}`, label: "digital competences" },
      { value: "11", label: "topics, from games to artificial intelligence" },
      { value: `${REGIONS}`, label: "regions with reference schools" },
    ],
  },
  what: {
    title: "What Código Pequeño is",
    paragraphs: [
      "Código Pequeño is an educational programme run by the Código Pequeño Foundation, a non-profit organisation. It began with a simple idea: that every child, wherever they live and whichever school they attend, should have the chance to understand the technology around them and to use it to create, not just to consume.",
      "To make that happen, the programme brings together on one platform activities for playing and experimenting, classroom itineraries, teacher training and a community where teachers from all over the country share what they do. Everything is free for families and schools.",
    ],
  },
  audiences: {
    title: "Who it is for",
    items: [
      {
        title: "Children",
        text: `Aged ${AGE_MIN} to ${AGE_MAX}. They learn by playing, through short challenges suited to their age, and discover that making mistakes is part of creating.`,
      },
      {
        title: "Families",
        text: "They find activities to do together at home and tips for guiding children's use of technology with confidence, without needing to know how to code.",
      },
      {
        title: "Teachers",
        text: "They have classroom-ready activities and, if their school is enrolled in the programme, a professional licence with itineraries, training, evaluation and a community.",
      },
    ],
    note: `Accounts are for people aged ${MIN_ACCOUNT_AGE} or over: children take part hand in hand with their family or their teacher.`,
  },
  competences: {
    title: `The ${COMPETENCES} digital competences`,
    intro:
      "The activities and itineraries develop the competences of the European Digital Competence Framework for Citizens (DigComp), adapted to primary school and organised into five areas:",
    areas: [
      {
        title: "Information and data",
        items: [
          "Searching for and filtering information and digital content",
          "Judging whether information is reliable",
          "Storing and organising information and content",
        ],
      },
      {
        title: "Communication and collaboration",
        items: [
          "Interacting through technology",
          "Sharing information and content",
          "Taking part in society through technology",
          "Collaborating with digital tools",
          "Behaving respectfully online",
          "Looking after your digital identity",
        ],
      },
      {
        title: "Content creation",
        items: ["Creating digital content", "Combining and transforming content", "Respecting copyright and licences", "Programming"],
      },
      {
        title: "Safety and wellbeing",
        items: [
          "Protecting devices",
          "Protecting personal data and privacy",
          "Looking after health and wellbeing",
          "Caring for the environment",
        ],
      },
      {
        title: "Problem solving",
        items: [
          "Solving technical problems",
          "Choosing the right technology for each need",
          "Using technology creatively",
          "Knowing what we still have to learn",
        ],
      },
    ],
  },
  platform: {
    title: "How it is organised",
    public: {
      title: "For everyone",
      items: [
        'Activities by age and topic, with ratings, favourites and "done" marks.',
        "Programme news and events: conferences, courses and workshops.",
        "The map of reference schools.",
      ],
    },
    classroom: {
      title: "In-class area, for enrolled schools",
      items: [
        "Itineraries by age group and a dossier with the index of each course.",
        "Training courses with quizzes and progress tracking.",
        "A forum, a results gallery and a bulletin board, all moderated.",
        "Classroom evaluation of primary pupils and follow-up reports.",
        "Downloads of training materials and requests for extra licences.",
      ],
    },
  },
  reference: {
    title: "Reference schools",
    text: "Schools that commit fully to the programme are accredited as reference schools and receive a badge that recognises it. To earn it they must meet two criteria:",
    criteria: [
      `At least **${REFERENCE_PUPIL_HOURS} hours of pupil work per school year** on the ${COMPETENCES} digital competences.`,
      `At least **${REFERENCE_TRAINING_HOURS} hours of teacher training a year**.`,
    ],
    regions: `There are currently reference schools in ${REGIONS} regions: Andalusia, Madrid, Galicia, Cantabria, Castile and León, the Balearic Islands and Aragon.`,
  },
  foundation: {
    title: "Who is behind it",
    paragraphs: [
      "The Código Pequeño Foundation designs the content with teams of teachers, educationalists and technology specialists, and tests it in real classrooms before publishing it.",
      "We work with education authorities, schools and social organisations to reach vulnerable children too, and we take particular care of privacy: the platform loads no third-party resources without permission and never asks for data that identifies pupils.",
    ],
  },
  cta: {
    title: "Keep exploring",
    text: "Find out how we learn: by playing, experimenting, solving challenges and creating projects.",
    methodology: "See the methodology",
    signup: "Create an account",
  },
};
