import {
  CHILD_AGE_MAX,
  CHILD_AGE_MIN,
  COMPETENCES,
  PUPILS_PER_DEVICE,
  REFERENCE_PUPIL_HOURS,
  REFERENCE_TRAINING_HOURS,
} from "../../../../common/constants.ts";
import { EMAIL_LINK } from "../../../../common/contact.ts";
import type { DocSection } from "../../../../common/content-texts.ts";

/**
 * The teacher dossier's sections (section 2: dossier with index), in English: seeded into dossier_sections, which staff
 * edit; the page's title and intro are the app's (app/i18n/content/en/dossier.ts).
 */
export const dossier: { sections: DocSection[] } = {
  sections: [
    {
      id: "programa",
      heading: "1. The programme",
      blocks: [
        {
          p: `Código Pequeño teaches digital competences to children aged ${CHILD_AGE_MIN} to ${CHILD_AGE_MAX} through play and experimentation. In the classroom, the programme offers itineraries of activities by age, ready-to-use materials, teacher training and an assessment that shows each class's progress.`,
        },
      ],
      subsections: [
        {
          id: "programa-que-es",
          heading: "What it is and who it is for",
          blocks: [
            {
              p: "The programme is for enrolled schools and social organisations. Each teacher signs in with a **professional licence** added to their account; the licence opens the programmes their school has joined (for example primary, robotics or computer itineraries).",
            },
            {
              p: "You do not need to know how to code to start: sessions are guided step by step, and the teacher's role is to accompany, ask questions and help the group reach its own solutions.",
            },
          ],
        },
        {
          id: "programa-competencias",
          heading: `The ${COMPETENCES} digital competences`,
          blocks: [
            {
              p: `The activities work on ${COMPETENCES} competences grouped in five areas, following the European digital competence framework:`,
            },
            {
              dl: [
                { term: "Information", desc: "Searching, filtering and judging information; organising and storing data (3 competences)." },
                {
                  term: "Communication and collaboration",
                  desc: "Communicating, sharing, collaborating, taking part as digital citizens, netiquette and digital identity (6 competences).",
                },
                {
                  term: "Content creation",
                  desc: "Creating and reworking content, respecting authorship and licences, and programming (4 competences).",
                },
                { term: "Safety", desc: "Protecting devices, personal data, health and wellbeing, and the environment (4 competences)." },
                {
                  term: "Problem solving",
                  desc: "Solving technical problems, choosing the right tool, using technology creatively and spotting what is still to be learnt (4 competences).",
                },
              ],
            },
          ],
        },
        {
          id: "programa-area",
          heading: "What you will find in the teachers' area",
          blocks: [
            {
              ul: [
                "**My panel**: your school, your programmes and shortcuts to everything else.",
                "**Itineraries**: sequences of activities by age group, with their materials.",
                "**This dossier** and the [frequently asked questions](route:faqs).",
                "**Downloads**: guides, templates and printables for [AI and robotics](route:formation-downloads-ai-robotics), [computer itineraries](route:formation-downloads-pc-itineraries) and [virtual reality and training](route:formation-downloads-vr).",
                "**Licence request**: to ask for more licences when teachers join your school ([request licences](route:license-form)).",
              ],
            },
          ],
        },
      ],
    },
    {
      id: "metodologia",
      heading: "2. Methodology",
      blocks: [
        {
          p: "In the programme nobody learns technology by watching: pupils learn by touching, trying, making mistakes and trying again. Every activity combines four ways of learning: through play, experiments, challenges and projects.",
        },
      ],
      subsections: [
        {
          id: "metodologia-sesion",
          heading: "The five moments of a session",
          blocks: [
            { p: "A session lasts 45 to 60 minutes and always follows the same structure, which pupils learn to recognise:" },
            {
              ol: [
                "**Spark** (5-10 min): a game or a question that connects with what they already know.",
                "**Explore** (10 min): they handle the tool or material freely, without closed instructions.",
                "**Create** (20-25 min): they solve the day's challenge in small groups.",
                "**Share** (5-10 min): they show what they made and explain how they did it.",
                "**Reflect** (5 min): what they learnt, what was hard and what they would improve.",
              ],
            },
          ],
        },
        {
          id: "metodologia-docente",
          heading: "The teacher's role",
          blocks: [
            {
              p: 'The teacher sets the challenge, observes and asks questions. Before giving a solution, try questions such as "what did you expect to happen?", "what actually happened?" or "what could you change to check it?". Mistakes are treated as clues, not failures.',
            },
            {
              p: "Each challenge has a basic level the whole group can reach and extra levels for those who finish early. That way every child moves at their own pace and nobody is left waiting.",
            },
          ],
        },
      ],
    },
    {
      id: "itinerarios",
      heading: "3. How itineraries work",
      blocks: [
        {
          p: "An itinerary is an ordered sequence of activities of a programme for one age group. Each activity builds on the previous one, so it is best to follow the suggested order, although you can adapt the pace to your class.",
        },
      ],
      subsections: [
        {
          id: "itinerarios-edades",
          heading: "Itineraries by age",
          blocks: [
            {
              table: {
                caption: "Age groups of the itineraries",
                head: ["Age group", "What they work on", "Usual tools"],
                rows: [
                  [
                    "4-5 years",
                    "Spatial awareness, sequences and pretend play, always with no screen or very little.",
                    "Movement games, cards, floor robots",
                  ],
                  [
                    "6-8 years",
                    "Giving instructions, recognising patterns and making simple stories; first online safety rules.",
                    "Floor robots, picture-based coding, tablet",
                  ],
                  [
                    "9-12 years",
                    "Longer projects: video games, robotics with sensors, 3D design, artificial intelligence, privacy and digital identity.",
                    "Block-based coding, robotics kit, computer",
                  ],
                  [
                    "+12 years",
                    "More independent projects and a first look at text-based coding and the internet of things.",
                    "Programmable boards, computer",
                  ],
                ],
              },
            },
          ],
        },
        {
          id: "itinerarios-materiales",
          heading: "Material options of each activity",
          blocks: [
            {
              p: "Each activity says what it can be done with: the robotics **kit**, simple classroom **materials**, a **computer** or a **tablet**, and whether it has options or variations. If your school lacks a resource, the activity page suggests an alternative.",
            },
            {
              p: "Some itineraries appear locked: they belong to a programme your licence does not include. The page gives the reason; if your school wants to add it, it can ask through the [licence request](route:license-form).",
            },
          ],
        },
        {
          id: "itinerarios-planificar",
          heading: "Planning the year",
          blocks: [
            {
              ul: [
                "Start with your class's initial assessment (see [assessment](#evaluacion)).",
                "Choose an itinerary for your age group and book one session a week; an itinerary usually takes a term.",
                "Itineraries marked for the first year are a good way in for schools that are starting.",
                "End the year with the final assessment and share in the forum what worked best.",
              ],
            },
          ],
        },
      ],
    },
    {
      id: "aula",
      heading: "4. Organising the classroom",
      blocks: [
        {
          p: `Pupils work in small groups, with **at most ${PUPILS_PER_DEVICE} pupils per device**. That way the class works even with few devices, pupils learn to collaborate and nobody is left just watching a screen.`,
        },
      ],
      subsections: [
        {
          id: "aula-roles",
          heading: "Rotating roles",
          blocks: [
            {
              dl: [
                { term: "Pilot", desc: "Handles the mouse, keyboard, tablet or robot." },
                { term: "Co-pilot", desc: "Reads the challenge, suggests ideas and checks every step and every connection." },
                { term: "Reporter", desc: "Notes what they try and tells the rest of the class at sharing time." },
              ],
            },
            {
              p: "Roles change about every 10 minutes or at each challenge. An agreed signal (a bell, a short song) helps the change happen quickly.",
            },
          ],
        },
        {
          id: "aula-espacio",
          heading: "Space and time",
          blocks: [
            {
              ul: [
                "Arrange desks in islands so that each group sees its device and can hear each other without shouting.",
                "Set up a shared materials table (batteries, tape, markers) so groups are not interrupted.",
                "Always keep the last minutes for tidying up: devices are switched off and materials counted.",
                "If you share computers with other classes, use a class account and save projects under the group's code, never under names.",
              ],
            },
          ],
        },
      ],
    },
    {
      id: "materiales",
      heading: "5. Materials and kits",
      blocks: [{ p: "The programme's materials are designed to last several years and for one kit to be shared by several groups." }],
      subsections: [
        {
          id: "materiales-kit",
          heading: "The robotics kit",
          blocks: [
            {
              p: "The kit includes a controller board (uno, zumjunior or zumcore models), servomotors, sensors, LEDs, a buzzer and a mobile robot chassis. Before the first session, the board's USB driver must be installed on the computers; the [robotics kit guide](route:formation-downloads-ai-robotics) explains how and solves the most common problems.",
            },
          ],
        },
        {
          id: "materiales-aula",
          heading: "Classroom materials and downloads",
          blocks: [
            {
              p: "Many activities only need paper, card, scissors, sticky tape and recycled materials. The downloads pages have printables (coding cards, boards, signs) and spreadsheet templates to record challenges and assessment.",
            },
            { p: "Tell your school's programme coordinator about broken or lost pieces so they can be replaced before the next term." },
          ],
        },
      ],
    },
    {
      id: "evaluacion",
      heading: "6. Assessment",
      blocks: [
        {
          p: `Classroom assessment shows each class's starting point and progress in the ${COMPETENCES} competences. It is done twice a year: an **initial assessment** at the start and a **final assessment** at the end.`,
        },
      ],
      subsections: [
        {
          id: "evaluacion-tramos",
          heading: "The 6-8 and 9-12 age groups",
          blocks: [
            {
              p: "The primary assessment has two versions, one for ages 6 to 8 and one for ages 9 to 12, with questions suited to each age (drag, match, true or false with pictures or text, multiple choice). The 4-5 and over-12 age groups are not assessed with this tool.",
            },
          ],
        },
        {
          id: "evaluacion-aventura",
          heading: "The adventure key",
          blocks: [
            {
              ol: [
                "Create the class in the assessment area with its name, age group and number of girls and boys.",
                "Open the initial assessment: an **adventure key** is generated for your class.",
                "Pupils enter with that key and complete the adventure without giving their names.",
                "Close the assessment when everyone has finished; you will see the class's results by area (low, medium or high level).",
                "Repeat the process with the final assessment at the end of the year.",
              ],
            },
          ],
        },
        {
          id: "evaluacion-seguimiento",
          heading: "Follow-up reports",
          blocks: [
            {
              p: "Besides the pupils' assessment, the programme asks schools for a follow-up report with aggregated data (number of pupils, subjects worked on, ratings and suggestions). No report includes pupils' personal data.",
            },
          ],
        },
      ],
    },
    {
      id: "centros-referencia",
      heading: "7. Reference centres",
      blocks: [
        {
          p: "Schools that meet the programme's criteria are accredited as **reference centres** and receive a badge they can show on their website.",
        },
      ],
      subsections: [
        {
          id: "centros-criterios",
          heading: "Criteria",
          blocks: [
            {
              ul: [
                `At least **${REFERENCE_PUPIL_HOURS} hours of pupil work** per school year on the ${COMPETENCES} digital competences.`,
                `At least **${REFERENCE_TRAINING_HOURS} hours of teacher training** a year.`,
                "Initial and final assessment carried out with the participating classes.",
                "Follow-up report sent at the end of the year.",
              ],
            },
          ],
        },
        {
          id: "centros-registro",
          heading: "How to document it",
          blocks: [
            {
              p: "Keep a record of each class's sessions and of each teacher's training hours; the [virtual reality and training downloads](route:formation-downloads-vr) page has a training hours log template and a yearly plan that spreads them out.",
            },
          ],
        },
      ],
    },
    {
      id: "seguridad-familias",
      heading: "8. Online safety and families",
      blocks: [{ p: "We work with children: pupils' privacy and wellbeing come before any activity." }],
      subsections: [
        {
          id: "seguridad-datos",
          heading: "Pupils' data and images",
          blocks: [
            {
              ul: [
                "Use group or pupil codes instead of names in projects, record sheets and assessments.",
                "Do not publish images in which pupils can be recognised without their families' permission; in the programme's gallery, share results (projects, builds) rather than faces.",
                "Use school or class accounts in external tools and switch off chat and social features.",
              ],
            },
          ],
        },
        {
          id: "seguridad-bienestar",
          heading: "Digital wellbeing in every topic",
          blocks: [
            {
              p: 'Each topic sets aside a moment to use technology wisely: looking after personal data, respecting others, taking breaks from screens and asking an adult for help when something feels wrong. The "digital safety race" board game in the downloads is a good starting point.',
            },
          ],
        },
        {
          id: "seguridad-familias-casa",
          heading: "Involving families",
          blocks: [
            {
              p: "Tell families at the start of the year what will be worked on and how. The programme's public website has activities for families to do at home with no prior knowledge; sharing them reinforces what is learnt in class.",
            },
          ],
        },
      ],
    },
    {
      id: "inclusion",
      heading: "9. Inclusion and diversity",
      blocks: [{ p: "The activities are designed so that the whole class can take part, each person according to their abilities." }],
      subsections: [
        {
          id: "inclusion-aula",
          heading: "Adapting the activities",
          blocks: [
            {
              ul: [
                "Offer several ways of presenting the challenge: spoken, with pictograms, with a demonstration.",
                "Adjust the roles: the co-pilot or reporter role lets pupils with motor difficulties in handling the device take part.",
                "Use the challenge's levels: the basic one to make sure of success, the extra ones to go further.",
                "Mind the groups: mix profiles and make sure roles are not always shared out the same way between girls and boys.",
              ],
            },
          ],
        },
        {
          id: "inclusion-recursos",
          heading: "Without enough devices",
          blocks: [
            {
              p: "If there are not enough devices, in the same session one group works on screen while another does the unplugged version of the activity; then they swap.",
            },
          ],
        },
      ],
    },
    {
      id: "ayuda",
      heading: "10. Frequently asked questions and help",
      blocks: [
        {
          p: "The most common questions about licences, itineraries, materials, assessment and training are answered in the [frequently asked questions](route:faqs) (in Spanish).",
        },
        {
          p: `To share experiences with other schools, use the teachers' forum. If you need help with your account or licence, write to us at ${EMAIL_LINK}.`,
        },
      ],
    },
  ],
};
