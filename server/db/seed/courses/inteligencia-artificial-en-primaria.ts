import { type CourseSeed, courseImage } from "./types.ts";

const slug = "inteligencia-artificial-en-primaria";

/** Still being written: unpublished, so only staff and event managers see it (in their previews). */
export const inteligenciaArtificialEnPrimaria: CourseSeed = {
  slug,
  title: { es: "Inteligencia artificial en Primaria: primeras ideas", en: "Artificial intelligence in primary school: first ideas" },
  summary: {
    es: "Qué es la inteligencia artificial contada para Primaria, cómo aprende una máquina a partir de ejemplos y qué preguntas conviene hacerse en clase antes de usarla.",
    en: "What artificial intelligence is, explained for primary school, how a machine learns from examples, and which questions to ask in class before using it.",
  },
  hours: 3,
  published: false,
  recommendedCourses: ["pensamiento-computacional-y-robotica", "seguridad-y-bienestar-digital"],
  recommendedActivities: [
    "robotica-9-12-zum-e-ia/ensena-a-una-maquina",
    "robotica-9-12-zum-e-ia/por-que-se-equivoca-la-ia",
    "robotica-9-12-ia-en-linea/chatbots-y-verdad",
  ],
  units: [
    {
      title: { es: "Máquinas que aprenden de ejemplos", en: "Machines that learn from examples" },
      minutes: 60,
      blocks: [
        {
          type: "cover",
          es: {
            title: "Inteligencia artificial en Primaria",
            subtitle: "Entender cómo aprenden las máquinas para usarlas con criterio",
            image: courseImage(slug, "maquinas-que-aprenden"),
            imageAlt: "Ilustración de una red de puntos conectados junto a una cámara y una manzana",
          },
          en: {
            title: "Artificial intelligence in primary school",
            subtitle: "Understanding how machines learn so you can use them wisely",
            image: courseImage(slug, "maquinas-que-aprenden"),
            imageAlt: "Illustration of a network of connected dots next to a camera and an apple",
          },
        },
        {
          type: "text",
          es: {
            title: "Aprender de ejemplos",
            paragraphs: [
              "Muchas de las aplicaciones que llamamos inteligencia artificial no siguen reglas escritas por una persona: aprenden a partir de muchos ejemplos. Si les mostramos cientos de fotos de manzanas y de plátanos, aprenden a distinguirlos; si los ejemplos son pocos o están desequilibrados, se equivocan.",
              "Con herramientas gratuitas que funcionan en el navegador, el alumnado de 10 a 12 años puede entrenar su propio modelo con fotos o sonidos y comprobar por sí mismo por qué acierta y por qué falla.",
            ],
          },
          en: {
            title: "Learning from examples",
            paragraphs: [
              "Many of the apps we call artificial intelligence don't follow rules written by a person: they learn from lots of examples. Show them hundreds of photos of apples and bananas and they learn to tell them apart; give them too few examples, or lopsided ones, and they get it wrong.",
              "With free tools that run in the browser, pupils aged 10 to 12 can train their own model with photos or sounds and see for themselves why it gets things right and why it fails.",
            ],
          },
        },
        {
          type: "video",
          es: {
            host: "youtube",
            videoId: "Tm6pYe8RzQ0",
            title: "Entrenamos un modelo con fotos de fruta",
            minutes: 5,
            transcript:
              "Maestra: Hoy vamos a enseñar a la tableta a distinguir manzanas de plátanos. [Un grupo de 6.º hace fotos de fruta con la cámara del portátil] Alumno: Ya tenemos treinta fotos de manzanas, pero solo cinco de plátanos. Maestra: Vamos a entrenarlo así, a ver qué pasa. [El modelo confunde un plátano con una manzana] Alumna: ¡Se equivoca! Maestra: ¿Por qué creéis que falla? Alumno: Porque ha visto muchas más manzanas. Maestra: Exacto: aprende de los ejemplos que le damos. Si los ejemplos están desequilibrados, el modelo también. [El grupo añade fotos de plátanos y vuelve a entrenar; ahora acierta] Narradora: En media hora, la clase ha entendido qué son los datos de entrenamiento y por qué una inteligencia artificial puede tener sesgos.",
          },
          en: {
            host: "youtube",
            videoId: "Tm6pYe8RzQ0",
            title: "Training a model with photos of fruit",
            minutes: 5,
            transcript:
              "Teacher: Today we're going to teach the computer to tell apples from bananas. [A group of eleven-year-olds take photos of fruit with the laptop camera] Boy: We've got thirty photos of apples, but only five of bananas. Teacher: Let's train it like that and see what happens. [The model mistakes a banana for an apple] Girl: It got it wrong! Teacher: Why do you think it fails? Boy: Because it has seen lots more apples. Teacher: Exactly: it learns from the examples we give it. If the examples are lopsided, so is the model. [The group adds photos of bananas and trains it again; now it gets it right] Narrator: In half an hour, the class has understood what training data is and why an artificial intelligence can be biased.",
          },
        },
        {
          type: "flashcard",
          es: {
            title: "Cuatro palabras para entenderla",
            cards: [
              {
                front: "Datos de entrenamiento",
                back: "Los ejemplos con los que aprende el modelo: fotos, sonidos o textos ya clasificados.",
              },
              { front: "Modelo", back: "Lo que resulta del entrenamiento: un programa que, ante un ejemplo nuevo, da una respuesta." },
              {
                front: "Predicción",
                back: "La respuesta del modelo ante algo que no ha visto nunca, casi siempre con un grado de confianza.",
              },
              { front: "Sesgo", back: "Un error que se repite porque los ejemplos no representaban bien la realidad." },
            ],
          },
          en: {
            title: "Four words to understand it",
            cards: [
              { front: "Training data", back: "The examples the model learns from: photos, sounds or texts that are already labelled." },
              { front: "Model", back: "What training produces: a program that gives an answer when it meets a new example." },
              { front: "Prediction", back: "The model's answer about something it has never seen, usually with a level of confidence." },
              { front: "Bias", back: "A mistake that keeps happening because the examples didn't represent reality well." },
            ],
          },
        },
        {
          type: "test",
          es: {
            question: "Un modelo entrenado con 200 fotos de gatos y solo 10 de perros confunde muchos perros con gatos. ¿Por qué?",
            options: [
              "Porque los ejemplos están desequilibrados: ha visto muchos más gatos",
              "Porque los perros son más difíciles de fotografiar",
              "Porque la inteligencia artificial no puede reconocer animales",
              "Porque necesita un ordenador más rápido",
            ],
          },
          en: {
            question: "A model trained with 200 photos of cats and only 10 of dogs mistakes lots of dogs for cats. Why?",
            options: [
              "Because the examples are lopsided: it has seen far more cats",
              "Because dogs are harder to photograph",
              "Because artificial intelligence cannot recognise animals",
              "Because it needs a faster computer",
            ],
          },
          solution: { correct: 0 },
          explanation: {
            es: "El modelo aprende de lo que ve: con tan pocos perros, no ha aprendido cómo son. Añadir ejemplos variados y equilibrados de cada grupo lo corrige.",
            en: "The model learns from what it sees: with so few dogs, it hasn't learnt what they look like. Adding varied, balanced examples of each group fixes it.",
          },
        },
      ],
    },
    {
      title: { es: "Preguntas para hacerse en clase", en: "Questions to ask in class" },
      minutes: 45,
      blocks: [
        {
          type: "text",
          es: {
            title: "Antes de usarla con tu grupo",
            paragraphs: [
              "Muchas aplicaciones de inteligencia artificial generativa exigen en sus condiciones de uso una edad mínima de 13 años o más. Con alumnado de Primaria, úsalas tú en la pantalla de la clase y comentad juntos lo que responden.",
              "Más que enseñar a usar una herramienta concreta, que cambiará pronto, ayuda a tus alumnos a hacerse preguntas que les sirvan con cualquiera.",
            ],
          },
          en: {
            title: "Before you use it with your class",
            paragraphs: [
              "Many generative AI apps set a minimum age of 13 or older in their terms of use. With primary pupils, use them yourself on the classroom screen and discuss their answers together.",
              "Rather than teaching a particular tool, which will soon change, help your pupils ask questions that will work with any of them.",
            ],
          },
        },
        {
          type: "dropdown",
          es: {
            title: "Cuatro preguntas para la asamblea",
            items: [
              {
                title: "¿Quién le ha enseñado?",
                text: "Alguien eligió los ejemplos con los que aprendió. ¿Faltaba algo o alguien en esos ejemplos?",
              },
              {
                title: "¿Siempre tiene razón?",
                text: "No: responde con seguridad incluso cuando se equivoca. Comprobad lo que dice en otras fuentes.",
              },
              {
                title: "¿Qué hace con nuestros datos?",
                text: "Lo que escribimos o las fotos que subimos pueden guardarse para seguir entrenando. Nunca compartimos datos personales.",
              },
              { title: "¿A quién ayuda?", text: "Pensad quién gana tiempo o dinero con ella y a quién podría perjudicar un error." },
            ],
          },
          en: {
            title: "Four questions for circle time",
            items: [
              {
                title: "Who taught it?",
                text: "Someone chose the examples it learnt from. Was something, or someone, missing from those examples?",
              },
              {
                title: "Is it always right?",
                text: "No: it answers confidently even when it is wrong. Check what it says against other sources.",
              },
              {
                title: "What does it do with our data?",
                text: "What we type and the photos we upload may be kept to train it further. We never share personal data.",
              },
              { title: "Who does it help?", text: "Think about who saves time or money with it, and who a mistake could harm." },
            ],
          },
        },
        {
          type: "tabs",
          es: {
            title: "Qué se puede hacer en cada edad",
            tabs: [
              {
                label: "6-8 años",
                text: "Sin pantallas: clasificar tarjetas de animales u objetos por parecidos y descubrir que una máquina también puede aprender a agrupar si le damos ejemplos.",
              },
              {
                label: "9-10 años",
                text: "Buscar en casa y en el cole aparatos que usan inteligencia artificial (el asistente de voz, el traductor, las recomendaciones de vídeos) y hablar de cómo nos ayudan y cuándo se equivocan.",
              },
              {
                label: "11-12 años",
                text: "Entrenar en clase un modelo sencillo con fotos o sonidos, analizar sus errores y debatir un caso real en el que una decisión automática salió mal.",
              },
            ],
          },
          en: {
            title: "What you can do at each age",
            tabs: [
              {
                label: "Ages 6-8",
                text: "Without screens: sort cards of animals or objects by what they have in common, and discover that a machine can also learn to group things if we give it examples.",
              },
              {
                label: "Ages 9-10",
                text: "Look for devices at home and at school that use artificial intelligence (voice assistants, translators, video recommendations) and talk about how they help us and when they get it wrong.",
              },
              {
                label: "Ages 11-12",
                text: "Train a simple model in class with photos or sounds, look at its mistakes and debate a real case in which an automatic decision went wrong.",
              },
            ],
          },
        },
        {
          type: "selection",
          es: {
            question:
              "¿Qué prácticas son adecuadas para trabajar la inteligencia artificial con alumnado de Primaria? Marca todas las correctas.",
            options: [
              "Usar una herramienta generativa en la pantalla de la clase, guiada por la maestra, y comentar sus respuestas",
              "Pedir a cada alumno que se cree una cuenta en un chatbot con su correo",
              "Comprobar juntos en otras fuentes lo que dice la herramienta",
              "Entrenar un modelo con fotos de objetos, no con caras de compañeros",
              "Subir fotos de la clase a una aplicación para ver qué reconoce",
            ],
          },
          en: {
            question: "Which practices are suitable for exploring artificial intelligence with primary pupils? Tick all that apply.",
            options: [
              "Using a generative tool on the classroom screen, led by the teacher, and discussing its answers",
              "Asking each pupil to create a chatbot account with their email address",
              "Checking what the tool says against other sources together",
              "Training a model with photos of objects, not of classmates' faces",
              "Uploading photos of the class to an app to see what it recognises",
            ],
          },
          solution: { correct: [0, 2, 3] },
          explanation: {
            es: "Un uso guiado, contrastado y sin datos personales es adecuado. Crear cuentas propias suele incumplir la edad mínima de estas herramientas, y subir fotos de la clase comparte imágenes de menores sin necesidad.",
            en: "Guided use, checked against other sources and free of personal data, is suitable. Individual accounts usually break these tools' minimum age, and uploading photos of the class shares images of children for no good reason.",
          },
        },
      ],
    },
  ],
};
