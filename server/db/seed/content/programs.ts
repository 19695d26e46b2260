import type { programs } from "../../schema/index.ts";

/**
 * The public programme pages; the demo accounts hold PRIMARIA and ROBOTICA by code. Links are bare
 * site paths, so the page names them in its own language.
 */
export const programSeeds: (typeof programs.$inferInsert)[] = [
  {
    code: "PRIMARIA",
    slug: "primaria",
    position: 1,
    public: true,
    image: "/images/programs/primaria.svg",
    links: ["/metodologia", "/actividades", "/profundiza/crear-videojuegos"],
    nameEs: "Competencias digitales en Primaria",
    nameEn: "Digital skills in Primary",
    summaryEs: "Itinerarios de actividades para trabajar las competencias digitales en el aula, de 1.º a 6.º de Primaria.",
    summaryEn: "Activity itineraries for working on digital skills in the classroom, throughout Primary school.",
    bodyEs:
      "## Qué es\n\nCompetencias digitales en Primaria es el programa central de la fundación. Ofrece a los colegios itinerarios de actividades, ordenados por edad, para que el alumnado de 6 a 12 años aprenda a usar la tecnología de forma creativa, crítica y segura.\n\nLas actividades se hacen jugando y experimentando: con y sin pantallas, en grupo y con materiales sencillos. Cada una incluye una guía para el docente con los pasos, el tiempo y lo que se trabaja.\n\n## Qué se aprende\n\nEl programa cubre las cinco áreas de la competencia digital: información, comunicación, creación de contenidos, seguridad y resolución de problemas. A lo largo de la etapa, el alumnado programa, anima, diseña en 3D, conoce la inteligencia artificial y aprende a cuidarse en internet.\n\n## Cómo participa un centro\n\nEl centro solicita su participación y recibe licencias para su profesorado. Con ellas, los docentes acceden a los itinerarios, a la formación en línea, al foro y a la evaluación de aula, que mide el progreso del alumnado al principio y al final del curso.\n\n## Evaluación\n\nLa evaluación de aula se hace mediante una aventura con preguntas adaptadas a cada edad. Los resultados ayudan al docente a decidir qué reforzar y permiten al programa mejorar sus materiales cada año.",
    bodyEn:
      "## What it is\n\nDigital skills in Primary is the foundation's core programme. It offers schools itineraries of activities, ordered by age, so that pupils aged 6 to 12 learn to use technology creatively, critically and safely.\n\nThe activities are done through play and experimentation: with and without screens, in groups and with simple materials. Each one comes with a teacher's guide with the steps, the timing and what it works on.\n\n## What children learn\n\nThe programme covers the five areas of digital competence: information, communication, content creation, safety and problem solving. Throughout Primary, pupils program, animate, design in 3D, get to know artificial intelligence and learn to look after themselves online.\n\n## How a school takes part\n\nThe school applies to join and receives licences for its teachers. With them, teachers access the itineraries, online training, the forum and the classroom assessment, which measures pupils' progress at the start and end of the school year.\n\n## Assessment\n\nClassroom assessment is done through an adventure with questions adapted to each age. The results help teachers decide what to reinforce and let the programme improve its materials every year.",
  },
  {
    code: "ROBOTICA",
    slug: "robotica-e-ia",
    position: 2,
    public: true,
    image: "/images/programs/robotica-e-ia.svg",
    links: ["/profundiza/robotica-en-el-aula", "/profundiza/inteligencia-artificial-en-primaria", "/actividades"],
    nameEs: "Robótica e inteligencia artificial",
    nameEn: "Robotics and artificial intelligence",
    summaryEs: "Kits de robótica, placas programables y actividades de IA para el tercer ciclo de Primaria.",
    summaryEn: "Robotics kits, programmable boards and AI activities for the upper years of Primary.",
    bodyEs:
      "## Qué es\n\nRobótica e inteligencia artificial amplía el programa de Primaria con proyectos para alumnado de 9 a 12 años. Los centros reciben un kit por aula con placas programables, sensores, motores y materiales de construcción.\n\n## Proyectos\n\nA lo largo del curso, los equipos construyen y programan un semáforo, una estación meteorológica, un robot que sigue líneas y un clasificador de objetos con inteligencia artificial. Cada proyecto se cierra con una presentación ante otros cursos o las familias.\n\n## Formación del profesorado\n\nNo hace falta experiencia previa. El profesorado cuenta con un curso en línea, sesiones en directo con el equipo de la fundación y un foro donde resolver dudas. Las guías incluyen esquemas de montaje y programas de ejemplo.\n\n## Inteligencia artificial con sentido crítico\n\nLas actividades de IA enseñan cómo aprenden las máquinas a partir de datos, por qué se equivocan y qué decisiones no deberíamos dejar en sus manos. El objetivo es que el alumnado sea creador, y no solo usuario, de tecnología.",
    bodyEn:
      "## What it is\n\nRobotics and artificial intelligence extends the Primary programme with projects for pupils aged 9 to 12. Schools receive one kit per classroom with programmable boards, sensors, motors and building materials.\n\n## Projects\n\nDuring the year, teams build and program traffic lights, a weather station, a line-following robot and an AI object sorter. Each project ends with a presentation to other classes or to families.\n\n## Teacher training\n\nNo previous experience is needed. Teachers have an online course, live sessions with the foundation's team and a forum for questions. The guides include wiring diagrams and sample programs.\n\n## Artificial intelligence with a critical eye\n\nThe AI activities teach how machines learn from data, why they make mistakes and which decisions we should not leave to them. The aim is for pupils to be creators, not just users, of technology.",
  },
  {
    code: "FAMILIAS",
    slug: "familias",
    position: 3,
    public: true,
    image: "/images/programs/familias.svg",
    links: ["/familias/actividades", "/profundiza/seguridad-y-bienestar-digital", "/eventos"],
    nameEs: "Familias digitales",
    nameEn: "Digital families",
    summaryEs: "Actividades y guías para aprender tecnología en casa y acompañar a los hijos en su vida digital.",
    summaryEn: "Activities and guides for learning about technology at home and supporting children in their digital lives.",
    bodyEs:
      "## Qué es\n\nFamilias digitales acerca el programa a los hogares. Propone actividades para hacer juntos, sin necesidad de saber de tecnología, y guías para acompañar a los hijos en su uso de pantallas, redes y videojuegos.\n\n## Aprender juntos\n\nLas actividades para familias duran entre 20 minutos y una tarde y usan materiales que hay en casa: papel, cartón, plastilina, una tableta. Muchas no necesitan pantalla. Lo importante es hacerlas juntos y hablar de lo que se descubre.\n\n## Bienestar digital\n\nEl programa ofrece recursos para acordar normas de uso en casa, configurar el control parental, cuidar la privacidad y saber qué hacer si algo en internet preocupa a los hijos.\n\n## Talleres\n\nA lo largo del año organizamos talleres presenciales y en línea para familias en bibliotecas, centros cívicos y colegios. Consulta la agenda de eventos para encontrar el más cercano.",
    bodyEn:
      "## What it is\n\nDigital families brings the programme into the home. It offers activities to do together, with no technical knowledge needed, and guides for supporting children in their use of screens, social media and video games.\n\n## Learning together\n\nThe family activities last from 20 minutes to an afternoon and use things you have at home: paper, cardboard, modelling clay, a tablet. Many need no screen at all. What matters is doing them together and talking about what you discover.\n\n## Digital wellbeing\n\nThe programme offers resources for agreeing on rules at home, setting up parental controls, looking after privacy and knowing what to do if something online worries your children.\n\n## Workshops\n\nThroughout the year we run workshops for families, in person and online, in libraries, community centres and schools. Check the events calendar to find the nearest one.",
  },
];
