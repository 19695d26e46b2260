import type { ActivitySeed } from "../types.ts";

export const iaActivities: ActivitySeed[] = [
  {
    slug: "ensena-a-una-ia-a-reconocer-frutas",
    category: "ia",
    audience: "teachers",
    ages: ["nineToTwelve"],
    difficulty: "intermediate",
    minutes: 60,
    competences: ["problemSolving", "information"],
    pc: true,
    materials: true,
    es: {
      title: "Enseña a una IA a reconocer frutas",
      summary: "La clase entrena un modelo de aprendizaje automático con la cámara para que distinga manzanas, plátanos y naranjas.",
      description:
        "Las inteligencias artificiales que reconocen imágenes no nacen sabiendo: aprenden a partir de muchos ejemplos. Con una herramienta web gratuita de entrenamiento de modelos, como Teachable Machine, el alumnado puede vivir ese proceso en pocos minutos y sin escribir código.\n\nLa clase reúne fotos de cada fruta, entrena el modelo, lo pone a prueba y descubre sus límites: ¿qué pasa si le enseñamos un limón? ¿Y si todas las manzanas de entrenamiento eran rojas?",
      materials: [
        "Un ordenador con cámara web y navegador",
        "Frutas de verdad: manzanas de varios colores, plátanos y naranjas",
        "Un limón y una pera para las pruebas finales",
        "Ficha de registro de resultados",
      ],
      steps: [
        "Explica que la IA aprenderá de ejemplos, igual que un bebé aprende qué es un perro viendo muchos perros.",
        "Crea en la herramienta un proyecto de imágenes con tres clases: «manzana», «plátano» y «naranja».",
        "Por turnos, el alumnado enseña cada fruta a la cámara desde distintos ángulos y graba unas 30 imágenes por clase.",
        "Pulsa «entrenar» y comprobad juntos si el modelo acierta con frutas nuevas.",
        "Poned a prueba sus límites: mostrad un limón, una manzana verde o una mano vacía, y anotad lo que responde.",
        "Debatid por qué se equivoca y cómo mejorar los datos (más variedad, más ejemplos, una clase «nada»).",
      ],
      tips: "Aprovecha los errores del modelo para hablar de sesgos: si solo le enseñamos manzanas rojas, no reconocerá las verdes. Comprueba antes que el navegador tiene permiso para usar la cámara y que las imágenes no salen del equipo ni muestran caras.",
    },
    en: {
      title: "Teach an AI to recognise fruit",
      summary: "The class trains a machine-learning model with the webcam so that it can tell apples, bananas and oranges apart.",
      description:
        "Artificial intelligences that recognise pictures are not born knowing: they learn from lots of examples. With a free web tool for training models, such as Teachable Machine, pupils can live through that process in a few minutes and without writing code.\n\nThe class collects pictures of each fruit, trains the model, tests it and discovers its limits: what happens if we show it a lemon? And what if all the training apples were red?",
      materials: [
        "A computer with a webcam and a browser",
        "Real fruit: apples of different colours, bananas and oranges",
        "A lemon and a pear for the final tests",
        "Results recording sheet",
      ],
      steps: [
        "Explain that the AI will learn from examples, just as a baby learns what a dog is by seeing lots of dogs.",
        "Create an image project in the tool with three classes: “apple”, “banana” and “orange”.",
        "Taking turns, pupils show each fruit to the camera from different angles and record about 30 pictures per class.",
        "Press “train” and check together whether the model gets new pieces of fruit right.",
        "Test its limits: show a lemon, a green apple or an empty hand, and write down its answers.",
        "Discuss why it makes mistakes and how to improve the data (more variety, more examples, a “nothing” class).",
      ],
      tips: "Use the model's mistakes to talk about bias: if we only show it red apples, it will not recognise green ones. Check beforehand that the browser may use the camera and that the pictures neither leave the computer nor show faces.",
    },
  },
  {
    slug: "clasifica-animales-como-una-ia",
    category: "ia",
    audience: "children",
    ages: ["sixToEight"],
    difficulty: "low",
    minutes: 25,
    competences: ["problemSolving", "information"],
    materials: true,
    es: {
      title: "Clasifica animales como una IA",
      summary:
        "Con tarjetas de animales, construye un árbol de preguntas de sí o no que adivina cualquier animal, como hacen algunas inteligencias artificiales.",
      description:
        "Algunas inteligencias artificiales toman decisiones haciendo preguntas en orden: ¿tiene plumas? ¿Vive en el agua? Cada respuesta lleva a otra pregunta, como las ramas de un árbol, hasta llegar a la respuesta. Se llama árbol de decisión.\n\nCon un montón de tarjetas de animales vas a construir tu propio árbol: elegir buenas preguntas, separar los animales en grupos y comprobar si tu árbol adivina un animal nuevo.",
      materials: [
        "Doce tarjetas de animales (perro, águila, pez, rana, serpiente, mariposa, pingüino, ballena, gato, tortuga, araña, murciélago)",
        "Un papel grande y rotuladores",
        "Tarjetas en blanco para animales nuevos",
      ],
      steps: [
        "Extiende todas las tarjetas y piensa una pregunta de sí o no que las divida en dos grupos, por ejemplo «¿tiene patas?».",
        "Escribe la pregunta arriba del papel y coloca las tarjetas en dos ramas: sí y no.",
        "Haz una nueva pregunta para cada grupo y sigue dividiendo hasta que en cada rama quede un solo animal.",
        "Pide a alguien que piense un animal de las tarjetas y adivínalo siguiendo el árbol.",
        "Prueba con un animal nuevo que no estaba (un caracol, un loro): ¿dónde acaba? ¿Acierta el árbol?",
        "Habla de por qué se equivoca y qué pregunta añadirías para que funcione.",
      ],
      tips: "Los errores son lo más interesante: una IA solo sabe lo que ha visto en sus ejemplos. Con los más pequeños, usad seis tarjetas y preguntas que se vean en el dibujo.",
    },
    en: {
      title: "Sort animals like an AI",
      summary: "Using animal cards, build a tree of yes-or-no questions that can guess any animal, as some artificial intelligences do.",
      description:
        "Some artificial intelligences make decisions by asking questions in order: does it have feathers? Does it live in water? Each answer leads to another question, like the branches of a tree, until it reaches the answer. This is called a decision tree.\n\nWith a pile of animal cards you will build your own tree: choose good questions, split the animals into groups and check whether your tree can guess a new animal.",
      materials: [
        "Twelve animal cards (dog, eagle, fish, frog, snake, butterfly, penguin, whale, cat, tortoise, spider, bat)",
        "A large sheet of paper and markers",
        "Blank cards for new animals",
      ],
      steps: [
        "Spread out all the cards and think of a yes-or-no question that splits them into two groups, for example “does it have legs?”.",
        "Write the question at the top of the sheet and put the cards into two branches: yes and no.",
        "Ask a new question for each group and keep splitting until each branch has only one animal.",
        "Ask someone to think of one of the animals and guess it by following the tree.",
        "Try a new animal that was not there (a snail, a parrot): where does it end up? Is the tree right?",
        "Talk about why it gets it wrong and which question you would add to make it work.",
      ],
      tips: "The mistakes are the most interesting part: an AI only knows what it has seen in its examples. With younger children, use six cards and questions about things you can see in the picture.",
    },
  },
  {
    slug: "los-chatbots-tambien-se-equivocan",
    category: "ia",
    audience: "family",
    ages: ["nineToTwelve", "twelvePlus"],
    difficulty: "intermediate",
    minutes: 40,
    competences: ["information", "security", "communication"],
    pc: true,
    es: {
      title: "Los asistentes de IA también se equivocan",
      summary:
        "En familia, haced preguntas a un asistente de IA conversacional y comprobad sus respuestas en otras fuentes para aprender a usarlo con criterio.",
      description:
        "Los asistentes de inteligencia artificial que conversan escriben respuestas muy convincentes, pero no siempre ciertas: a veces inventan datos, fechas o libros que no existen. Aprender a comprobar lo que dicen es una habilidad básica.\n\nEn esta actividad, un adulto usa su cuenta de un asistente de IA y, junto con los hijos, le hace preguntas cuya respuesta se puede verificar. Después contrastáis cada respuesta con una enciclopedia, un libro o una web de confianza.",
      materials: [
        "Un ordenador con un asistente de IA conversacional en la cuenta de un adulto",
        "Una enciclopedia, libros de casa o webs de confianza",
        "Una tabla para anotar: pregunta, respuesta, ¿correcta?, fuente",
      ],
      steps: [
        "Explicad que estos asistentes predicen palabras a partir de muchísimos textos y que no «saben» si algo es verdad.",
        "Preparad juntos cinco preguntas comprobables: la altura del Teide, el autor de un libro que tengáis en casa, cuántas patas tiene una araña…",
        "Haced las preguntas al asistente y anotad sus respuestas.",
        "Comprobad cada respuesta en otra fuente y marcad si es correcta.",
        "Pedidle algo sobre vuestro pueblo o colegio y observad si inventa datos.",
        "Acordad unas normas: nunca le damos datos personales, comprobamos lo importante y lo usamos con un adulto.",
      ],
      tips: "La mayoría de estos servicios exige tener al menos 13 o 14 años, por eso la cuenta debe ser del adulto y la actividad, compartida. No escribáis nombres, direcciones ni fotos de la familia en el asistente.",
    },
    en: {
      title: "AI assistants get it wrong too",
      summary: "As a family, ask a conversational AI assistant questions and check its answers in other sources to learn to use it wisely.",
      description:
        "Conversational AI assistants write very convincing answers, but not always true ones: sometimes they make up facts, dates or books that do not exist. Learning to check what they say is a basic skill.\n\nIn this activity an adult uses their own account for an AI assistant and, together with the children, asks it questions whose answers can be checked. Then you compare each answer with an encyclopaedia, a book or a trustworthy website.",
      materials: [
        "A computer with a conversational AI assistant on an adult's account",
        "An encyclopaedia, books at home or trustworthy websites",
        "A table to record: question, answer, correct?, source",
      ],
      steps: [
        "Explain that these assistants predict words from huge amounts of text and do not “know” whether something is true.",
        "Prepare five checkable questions together: the height of Mount Teide, the author of a book you have at home, how many legs a spider has…",
        "Ask the assistant the questions and write down its answers.",
        "Check each answer in another source and mark whether it is correct.",
        "Ask it something about your town or school and see whether it makes things up.",
        "Agree some rules: we never give it personal data, we check anything important and we use it with an adult.",
      ],
      tips: "Most of these services require users to be at least 13 or 14, so the account should be the adult's and the activity shared. Do not type names, addresses or family photos into the assistant.",
    },
  },
  {
    slug: "piedra-papel-o-tijera-con-ia",
    category: "ia",
    audience: "children",
    ages: ["nineToTwelve", "twelvePlus"],
    difficulty: "high",
    minutes: 75,
    competences: ["problemSolving", "contentCreation"],
    pc: true,
    premium: true,
    es: {
      title: "Juega a piedra, papel o tijera contra una IA",
      summary: "Entrena un modelo que reconoce tu mano con la cámara y prográmalo en un entorno de bloques para jugar contra el ordenador.",
      description:
        "Para que un ordenador juegue a piedra, papel o tijera con tu mano de verdad, tiene que aprender a reconocer tres gestos. Eso se consigue entrenando un modelo con muchos ejemplos de cada gesto.\n\nEn este proyecto entrenarás un modelo de imágenes con una herramienta web, lo conectarás a un entorno de programación por bloques compatible (como los que permiten usar modelos entrenados en Scratch) y programarás el juego: el ordenador elige al azar, reconoce tu gesto y decide quién gana.",
      materials: [
        "Un ordenador con cámara web",
        "Una herramienta web para entrenar modelos de imágenes",
        "Un entorno de programación por bloques que admita modelos de aprendizaje automático",
        "Un fondo liso (una cartulina) para las fotos",
      ],
      steps: [
        "Crea un proyecto de imágenes con cuatro clases: piedra, papel, tijera y nada.",
        "Graba al menos 50 imágenes por clase moviendo la mano, con ambas manos y a distintas distancias.",
        "Entrena el modelo y pruébalo: si confunde gestos, añade más ejemplos de esos gestos.",
        "Importa el modelo en el entorno de bloques y muestra en pantalla el gesto reconocido.",
        "Programa el juego: el ordenador elige al azar, compara con tu gesto y suma puntos al ganador.",
        "Pide a otra persona que juegue: ¿el modelo reconoce también sus manos? ¿Por qué sí o por qué no?",
      ],
      tips: "Si el modelo solo se ha entrenado con las manos de una persona, fallará con otras: es un ejemplo perfecto de sesgo en los datos. Comprobad que las imágenes se quedan en el ordenador y no aparecen caras.",
    },
    en: {
      title: "Play rock, paper, scissors against an AI",
      summary:
        "Train a model that recognises your hand through the camera and program it in a block environment to play against the computer.",
      description:
        "For a computer to play rock, paper, scissors with your real hand, it has to learn to recognise three gestures. That is done by training a model with lots of examples of each gesture.\n\nIn this project you will train an image model with a web tool, connect it to a compatible block-programming environment (such as those that let you use trained models in Scratch) and program the game: the computer chooses at random, recognises your gesture and decides who wins.",
      materials: [
        "A computer with a webcam",
        "A web tool for training image models",
        "A block-programming environment that supports machine-learning models",
        "A plain background (a sheet of card) for the pictures",
      ],
      steps: [
        "Create an image project with four classes: rock, paper, scissors and nothing.",
        "Record at least 50 images per class, moving your hand, using both hands and at different distances.",
        "Train the model and test it: if it mixes up gestures, add more examples of those gestures.",
        "Import the model into the block environment and show the recognised gesture on screen.",
        "Program the game: the computer chooses at random, compares with your gesture and gives the winner a point.",
        "Ask someone else to play: does the model recognise their hands too? Why or why not?",
      ],
      tips: "If the model has only been trained on one person's hands, it will fail with others: a perfect example of bias in data. Make sure the pictures stay on the computer and show no faces.",
    },
  },
  {
    slug: "como-funcionan-las-recomendaciones",
    category: "ia",
    audience: "teachers",
    ages: ["nineToTwelve", "twelvePlus"],
    difficulty: "intermediate",
    minutes: 50,
    competences: ["information", "problemSolving", "communication"],
    premium: true,
    es: {
      title: "¿Por qué me recomienda esto? Sistemas de recomendación sin pantallas",
      summary:
        "La clase construye a mano un sistema de recomendación con una tabla de gustos y descubre cómo funcionan las sugerencias de vídeos y juegos.",
      description:
        "Las plataformas de vídeo, música y juegos recomiendan contenidos comparando lo que te gusta con lo que les gusta a personas parecidas a ti. Es una de las aplicaciones de la inteligencia artificial más presentes en la vida del alumnado, y también una de las menos visibles.\n\nEn esta sesión, la clase crea una tabla de gustos, busca «vecinos» con gustos similares y hace recomendaciones como lo haría un algoritmo. Después se debate qué ventajas tiene y qué riesgos, como quedarse siempre viendo lo mismo.",
      materials: [
        "Pizarra o papel continuo para la tabla de gustos",
        "Pegatinas de dos colores (me gusta / no me gusta)",
        "Lista de 8 a 10 películas, libros o juegos conocidos por la clase",
      ],
      steps: [
        "Dibuja una tabla con el alumnado en las filas y los títulos en las columnas.",
        "Cada alumno pone pegatinas solo en los títulos que conoce: verde si le gusta, roja si no.",
        "Elige a un alumno y busca entre todos a su «vecino»: la persona con más coincidencias.",
        "Recomiéndale lo que le gusta a su vecino y que él o ella no ha visto todavía. ¿Acierta la recomendación?",
        "Repetid con otros alumnos y contad cuántas recomendaciones aciertan.",
        "Debatid: ¿qué pasa si solo vemos lo recomendado? ¿Cómo descubrimos cosas nuevas? ¿Qué datos nuestros usan las plataformas?",
      ],
      tips: "Evita que la tabla exponga gustos que puedan incomodar: usa títulos neutros. Relaciona el debate con la actividad de bienestar digital sobre los trucos que enganchan.",
    },
    en: {
      title: "Why is it recommending this? Screen-free recommender systems",
      summary: "The class builds a recommender system by hand with a table of likes and discovers how video and game suggestions work.",
      description:
        "Video, music and game platforms recommend content by comparing what you like with what people similar to you like. It is one of the most common uses of artificial intelligence in pupils' lives, and one of the least visible.\n\nIn this session the class creates a table of likes, looks for “neighbours” with similar tastes and makes recommendations as an algorithm would. Then it discusses the advantages and the risks, such as always ending up watching the same things.",
      materials: [
        "Whiteboard or a paper roll for the table of likes",
        "Stickers in two colours (like / don't like)",
        "A list of 8 to 10 films, books or games the class knows",
      ],
      steps: [
        "Draw a table with pupils in the rows and titles in the columns.",
        "Each pupil puts stickers only on titles they know: green if they like it, red if not.",
        "Pick one pupil and find their “neighbour” together: the person with the most matches.",
        "Recommend to them what their neighbour likes and they have not seen yet. Is the recommendation right?",
        "Repeat with other pupils and count how many recommendations are right.",
        "Discuss: what happens if we only watch what is recommended? How do we discover new things? What data about us do platforms use?",
      ],
      tips: "Avoid a table that exposes tastes that could embarrass anyone: use neutral titles. Link the discussion to the digital wellbeing activity on tricks that hook us.",
    },
  },
  {
    slug: "dibujos-que-adivina-una-ia",
    category: "ia",
    audience: "family",
    ages: ["sixToEight", "nineToTwelve"],
    difficulty: "low",
    minutes: 20,
    competences: ["information", "communication"],
    tablet: true,
    es: {
      title: "¿Adivinará la IA tu dibujo?",
      summary:
        "Jugad a un juego en línea en el que una IA intenta adivinar lo que dibujáis y descubrid cómo aprendió de millones de dibujos.",
      description:
        "Hay juegos en línea en los que dibujas algo en 20 segundos y una inteligencia artificial intenta adivinar qué es. Lo consigue porque ha aprendido de millones de dibujos hechos por personas de todo el mundo.\n\nJugar en familia es divertido y, además, permite hablar de cómo aprende una IA: ¿por qué acierta con un gato y falla con un dibujo muy original? ¿Y quién hizo todos esos dibujos con los que aprendió?",
      materials: [
        "Una tableta u ordenador con un juego de dibujo rápido con IA (por ejemplo, Quick, Draw!)",
        "Papel y lápiz para apuntar los resultados",
      ],
      steps: [
        "Abrid el juego y leed juntos las instrucciones: hay que dibujar lo que pide en 20 segundos.",
        "Jugad una ronda por turnos y apuntad cuántos dibujos adivina la IA.",
        "Mirad los dibujos que no adivinó: ¿qué le faltaba? ¿Qué dibujó la IA que esperaba?",
        "Explorad los ejemplos de otras personas que muestra el juego para un mismo objeto: ¿se parecen?",
        "Haced un dibujo «trampa», muy diferente a los habituales, y comprobad si lo adivina.",
        "Hablad: la IA aprende de lo que la mayoría dibuja. ¿Qué pasa con lo que es distinto?",
      ],
      tips: "Los dibujos que se hacen en estos juegos pueden guardarse para entrenar la IA: comentadlo con los hijos y no escribáis nombres en ellos. Es una actividad corta; dejad el resto del rato para hablar.",
    },
    en: {
      title: "Will the AI guess your drawing?",
      summary: "Play an online game in which an AI tries to guess what you draw, and discover how it learned from millions of drawings.",
      description:
        "There are online games where you draw something in 20 seconds and an artificial intelligence tries to guess what it is. It manages because it has learned from millions of drawings made by people all over the world.\n\nPlaying as a family is fun and also lets you talk about how an AI learns: why does it get a cat right and miss a very original drawing? And who made all the drawings it learned from?",
      materials: ["A tablet or computer with a quick-drawing AI game (for example, Quick, Draw!)", "Paper and pencil to note the results"],
      steps: [
        "Open the game and read the instructions together: you have to draw what it asks for in 20 seconds.",
        "Play a round, taking turns, and note how many drawings the AI guesses.",
        "Look at the drawings it missed: what was missing? What was the AI expecting?",
        "Explore the examples from other people the game shows for the same object: do they look alike?",
        "Make a “trick” drawing, very different from the usual ones, and see whether it guesses.",
        "Talk about it: the AI learns from what most people draw. What happens to things that are different?",
      ],
      tips: "Drawings made in these games may be kept to train the AI: mention it to the children and do not write names on them. It is a short activity; leave the rest of the time for talking.",
    },
  },
];
