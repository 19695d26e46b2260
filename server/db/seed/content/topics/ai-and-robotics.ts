import type { TopicSeed } from "../types.ts";

const p = (...paragraphs: string[]) => paragraphs.join("\n\n");

export const aiTopic: TopicSeed = {
  slug: "inteligencia-artificial-en-primaria",
  category: "ia",
  title: { es: "La inteligencia artificial explicada a niños y niñas", en: "Artificial intelligence explained to children" },
  summary: {
    es: "Qué es la IA, cómo aprende de los datos, por qué se equivoca y cómo trabajarla en Primaria con sentido crítico.",
    en: "What AI is, how it learns from data, why it makes mistakes and how to work on it in Primary with a critical eye.",
  },
  body: {
    es: p(
      "La inteligencia artificial ya forma parte de la vida de los niños y niñas: recomienda los vídeos que ven, reconoce su voz en el altavoz de casa y traduce textos en un segundo. Entender cómo funciona les ayuda a usarla mejor y a no creer todo lo que dice.",
      "## Qué es y qué no es",
      "Una IA es un programa que aprende a hacer una tarea a partir de ejemplos, en lugar de seguir solo instrucciones escritas una a una. No piensa ni siente como una persona: encuentra patrones en muchísimos datos y los usa para predecir.",
      "Conviene desmontar dos ideas frecuentes: que las máquinas «saben» cosas y que nunca se equivocan. Una IA que reconoce gatos no sabe qué es un gato; ha visto miles de fotos etiquetadas y ha aprendido qué tienen en común.",
      "## Cómo aprende: datos, entrenamiento y prueba",
      "El proceso tiene tres pasos que el alumnado puede vivir en primera persona: reunir ejemplos, entrenar el modelo y probarlo con casos nuevos. Actividades como «Enseña a una IA a reconocer frutas» lo hacen en menos de una hora con una herramienta web y la cámara del aula.",
      "Antes de usar pantallas, el juego de clasificar animales con tarjetas muestra la lógica de un árbol de decisión: preguntas de sí o no que llevan a una respuesta.",
      "## Por qué se equivoca: los sesgos",
      "Si todos los ejemplos de manzanas eran rojos, el modelo no reconocerá una manzana verde. Si solo vio las manos de una persona, fallará con otras. Estos errores, llamados sesgos, aparecen también en sistemas reales y pueden ser injustos con algunos grupos de personas.",
      "Descubrir los sesgos con sus propios modelos es una de las experiencias más valiosas para el alumnado: entienden que la calidad de una IA depende de los datos con los que se entrena.",
      "## Asistentes conversacionales: usarlos con criterio",
      "Los asistentes que escriben textos producen respuestas muy convincentes, pero a veces inventan. La mayoría exige una edad mínima de 13 o 14 años, así que en Primaria tiene sentido trabajarlos con un adulto y siempre comprobando en otras fuentes.",
      "## Ideas para el aula y para casa",
      "Empezad por actividades sin pantallas, pasad después a entrenar modelos sencillos y terminad con debates: ¿qué decisiones no deberíamos dejar a una máquina? ¿Quién es responsable cuando se equivoca? La meta es que niños y niñas sean creadores críticos, no solo usuarios.",
    ),
    en: p(
      "Artificial intelligence is already part of children's lives: it recommends the videos they watch, recognises their voice on the smart speaker at home and translates text in a second. Understanding how it works helps them use it better and not believe everything it says.",
      "## What it is and what it is not",
      "An AI is a program that learns to do a task from examples, rather than only following instructions written one by one. It does not think or feel like a person: it finds patterns in huge amounts of data and uses them to predict.",
      "Two common ideas are worth taking apart: that machines “know” things and that they never make mistakes. An AI that recognises cats does not know what a cat is; it has seen thousands of labelled photos and learned what they have in common.",
      "## How it learns: data, training and testing",
      "The process has three steps pupils can experience first-hand: collecting examples, training the model and testing it with new cases. Activities such as “Teach an AI to recognise fruit” do it in less than an hour with a web tool and the classroom camera.",
      "Before using screens, the game of sorting animals with cards shows the logic of a decision tree: yes-or-no questions that lead to an answer.",
      "## Why it gets things wrong: bias",
      "If every apple example was red, the model will not recognise a green apple. If it only saw one person's hands, it will fail with others. These errors, called biases, also appear in real systems and can be unfair to some groups of people.",
      "Discovering biases in their own models is one of the most valuable experiences for pupils: they understand that an AI is only as good as the data it is trained on.",
      "## Conversational assistants: using them wisely",
      "Assistants that write text produce very convincing answers, but sometimes make things up. Most require users to be at least 13 or 14, so in Primary it makes sense to work with them alongside an adult and always check other sources.",
      "## Ideas for class and home",
      "Start with screen-free activities, move on to training simple models and finish with discussions: which decisions should we not leave to a machine? Who is responsible when it gets it wrong? The goal is for children to be critical creators, not just users.",
    ),
  },
};

export const roboticsTopic: TopicSeed = {
  slug: "robotica-en-el-aula",
  category: "robotics",
  title: {
    es: "Robótica en el aula: de las flechas de papel a los sensores",
    en: "Robotics in the classroom: from paper arrows to sensors",
  },
  summary: {
    es: "Un recorrido por la robótica educativa de 4 a 12 años: qué se aprende en cada etapa, qué materiales usar y cómo evaluar.",
    en: "A journey through educational robotics from 4 to 12: what is learned at each stage, which materials to use and how to assess.",
  },
  body: {
    es: p(
      "La robótica educativa no consiste en tener robots caros, sino en aprender a resolver problemas: descomponer una tarea, ordenar instrucciones, probar, equivocarse y corregir. Por eso se puede empezar con flechas de papel y terminar con sensores y placas programables.",
      "## De 4 a 8 años: el cuerpo y el suelo",
      "En las primeras edades, el robot puede ser un compañero que sigue órdenes o un robot de suelo con botones. Lo importante es la orientación espacial, la secuencia y la idea de que una máquina hace exactamente lo que le decimos.",
      "Actividades como «Programa a tu robot de papel» o el robot de suelo cuentacuentos trabajan el vocabulario (adelante, girar, repetir) y la depuración: buscar el paso que falla sin frustrarse.",
      "## De 8 a 10 años: construir y programar",
      "Llega el momento de construir mecanismos sencillos (un robot dibujante, una mano con tendones) y de programar con bloques. El alumnado descubre los circuitos, los motores y los primeros bucles y condiciones.",
      "## De 10 a 12 años: sensores y decisiones",
      "Con placas programables y sensores, los robots empiezan a reaccionar a su entorno: siguen una línea, miden la luz o esquivan obstáculos. Aparece la lógica de «sentir, pensar y actuar» que define a un robot de verdad.",
      "Los proyectos largos, como el robot que sigue líneas o la estación meteorológica, permiten trabajar en equipo, repartir papeles y documentar el proceso.",
      "## Materiales: no hace falta empezar por lo caro",
      "Cartón, pajitas, jeringuillas, pilas y cinta de cobre dan mucho juego. Los kits con placas y sensores multiplican las posibilidades, pero funcionan mejor cuando el alumnado ya ha entendido las ideas básicas sin ellos.",
      "## Cómo evaluar",
      "Más que el resultado final, conviene observar el proceso: ¿planifican antes de programar? ¿Prueban por partes? ¿Explican por qué algo falla? Un diario de pruebas por equipo es una herramienta sencilla y muy reveladora.",
    ),
    en: p(
      "Educational robotics is not about having expensive robots but about learning to solve problems: breaking a task down, ordering instructions, testing, getting it wrong and fixing it. That is why you can start with paper arrows and finish with sensors and programmable boards.",
      "## Ages 4 to 8: the body and the floor",
      "At the earliest ages, the robot can be a classmate following orders or a floor robot with buttons. What matters is spatial awareness, sequencing and the idea that a machine does exactly what we tell it.",
      "Activities such as “Program your paper robot” or the storytelling floor robot work on vocabulary (forward, turn, repeat) and debugging: finding the step that fails without getting frustrated.",
      "## Ages 8 to 10: building and programming",
      "Now it is time to build simple mechanisms (a drawing robot, a hand with tendons) and to program with blocks. Pupils discover circuits, motors and their first loops and conditions.",
      "## Ages 10 to 12: sensors and decisions",
      "With programmable boards and sensors, robots start reacting to their surroundings: they follow a line, measure light or avoid obstacles. The “sense, think, act” logic that defines a real robot appears.",
      "Long projects, such as the line-following robot or the weather station, allow teamwork, shared roles and documenting the process.",
      "## Materials: no need to start with the expensive ones",
      "Cardboard, straws, syringes, batteries and copper tape go a long way. Kits with boards and sensors multiply the possibilities, but they work best once pupils have understood the basic ideas without them.",
      "## How to assess",
      "Rather than the final result, observe the process: do they plan before programming? Do they test in parts? Can they explain why something fails? A team test log is a simple and very revealing tool.",
    ),
  },
};
