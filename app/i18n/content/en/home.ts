import { MIN_ACCOUNT_AGE } from "../../../../common/constants.ts";
import {
  COMPETENCES,
  REFERENCE_PUPIL_HOURS,
  REFERENCE_TRAINING_HOURS,
  REFERENCE_REGIONS as REGIONS,
} from "../../../../common/constants.ts";
import type { Strings } from "../../types.ts";
import type { home as es } from "../es/home.ts";

export const home: Strings<typeof es> = {
  hero: {
    eyebrow: "Digital skills for ages 6 to 12",
    title: "Learning technology by playing, making and experimenting",
    lead: "Código Pequeño is a free programme from the Código Pequeño Foundation that helps children discover the digital world with curiosity, creativity and safety: at home with their family, and at school with their teachers.",
    signup: "Create a free account",
    myAccount: "Go to my account",
    discover: "About the programme",
    imageAlt: "Illustration: a girl and a boy program a small robot with colourful blocks on a laptop.",
  },
  audiences: {
    title: "A programme for the whole learning community",
    intro: "Every activity is designed to be enjoyed together by those who learn and those who guide them.",
    children: {
      title: "For children",
      text: "Short challenges, games and projects to invent, code and create without fear of getting it wrong. Each activity shows the recommended age, and many can be done without a screen.",
    },
    families: {
      title: "For families",
      text: "Ideas for playing and learning together at home with simple materials, plus tips for guiding children's use of technology: screen time, privacy and digital wellbeing.",
    },
    teachers: {
      title: "For teachers",
      text: "Classroom-ready activities, training and a community of teachers. Enrolled schools also get an in-class area with itineraries, courses and evaluation.",
    },
  },
  learn: {
    title: "What children learn",
    intro: `The activities cover eleven topics which, together, develop the programme’s ${COMPETENCES} digital competences.`,
    categories: {
      games: { title: "Games", text: "Logic, strategy and computational thinking, with and without a screen." },
      inventions: { title: "Inventions", text: "Coming up with solutions to everyday problems, prototyping and improving them." },
      animation: { title: "Animation", text: "Telling stories frame by frame and bringing characters to life." },
      videogames: { title: "Video games", text: "Designing and coding their own games with blocks." },
      threeD: { title: "3D", text: "Modelling objects in three dimensions and thinking about space." },
      robotics: { title: "Robotics", text: "Programming robots and boards that move, measure and react." },
      ar: { title: "Augmented reality", text: "Blending the digital and the real world through the camera." },
      iot: { title: "Internet of Things", text: "Connecting sensors and objects so that they talk to each other." },
      ai: { title: "Artificial intelligence", text: "Understanding how machines learn by training simple models." },
      safety: { title: "Online safety", text: "Protecting their data, spotting tricks and knowing how to ask for help." },
      wellbeing: { title: "Digital wellbeing", text: "Using technology with balance, respect and critical thinking." },
    },
  },
  steps: {
    title: "How it works",
    items: [
      {
        title: "Choose an activity",
        text: "Search by age (6 to 8 or 9 to 12), by topic or by type: to do alone, as a family or in class.",
      },
      {
        title: "Play and experiment",
        text: "Follow the challenge step by step, try things out, make mistakes and try again. Many activities need nothing installed.",
      },
      {
        title: "Save and share",
        text: `With an account (from age ${MIN_ACCOUNT_AGE}) you can save favourites, mark the ones you have done and rate them.`,
      },
    ],
  },
  teachers: {
    eyebrow: "For enrolled schools",
    title: "The programme in the classroom",
    text: "If your school takes part in Código Pequeño, each teacher receives a professional licence that opens the in-class area:",
    points: [
      "Itineraries by age group, with ready-made sessions and printable materials.",
      "Training courses with quizzes and progress tracking.",
      "Classroom evaluation of primary pupils, in the 6 to 8 and 9 to 12 age groups.",
      "A moderated forum, gallery and bulletin board to share with other schools.",
    ],
    how: "Create your account and add your licence code in My account, on the settings tab.",
    signup: "Create my teacher account",
    access: "I already have an account",
    myPanel: "Go to my panel",
    addLicence: "Add my licence",
    methodology: "See the methodology",
  },
  regions: {
    title: `Reference schools in ${REGIONS} regions`,
    text: `Schools whose pupils spend at least ${REFERENCE_PUPIL_HOURS} hours per school year on the ${COMPETENCES} digital competences, and whose teachers complete at least ${REFERENCE_TRAINING_HOURS} hours of training a year, are accredited as reference schools of the programme.`,
    listLabel: "Regions with reference schools",
    names: {
      andalucia: "Andalusia",
      madrid: "Madrid",
      galicia: "Galicia",
      cantabria: "Cantabria",
      castillaLeon: "Castile and León",
      baleares: "Balearic Islands",
      aragon: "Aragon",
    },
  },
  closing: {
    title: "Want to find out more?",
    text: "Discover who is behind the programme and how we develop digital competences through play, challenges and projects.",
    introduction: "Read the introduction",
    methodology: "Explore the methodology",
  },
};
