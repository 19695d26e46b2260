import type { TopicSeed } from "../types.ts";

const p = (...paragraphs: string[]) => paragraphs.join("\n\n");

export const safetyTopic: TopicSeed = {
  slug: "seguridad-y-bienestar-digital",
  category: "security",
  title: { es: "Seguridad y bienestar digital desde pequeños", en: "Digital safety and wellbeing from an early age" },
  summary: {
    es: "Contraseñas, privacidad, engaños y convivencia en línea: cómo acompañar a niños y niñas para que se cuiden en internet.",
    en: "Passwords, privacy, scams and getting along online: how to help children look after themselves on the internet.",
  },
  body: {
    es: p(
      "Los niños y niñas se conectan cada vez antes: juegos en línea, vídeos, chats de clase. La seguridad digital no consiste en prohibir, sino en darles herramientas para que sepan cuidarse y pedir ayuda cuando algo va mal.",
      "## Las llaves de casa: contraseñas",
      "Una contraseña es como la llave de casa. Las mejores son largas y fáciles de recordar, como una frase de varias palabras, y nunca se comparten salvo con la familia. Actividades como «Detectives de contraseñas» o el cifrado César lo trabajan jugando.",
      "## Lo que cuento y lo que no: privacidad",
      "El semáforo de la privacidad ofrece una regla sencilla: hay datos que se pueden compartir, otros solo con permiso de un adulto y otros nunca. Las fotos merecen una atención especial, porque dicen más de lo que parece.",
      "Con los mayores conviene revisar juntos los ajustes de privacidad y la ubicación de las aplicaciones, y hablar de la huella digital: lo que se publica es difícil de borrar.",
      "## Engaños y mensajes trampa",
      "Los mensajes que prometen premios o meten prisa son la puerta de muchos engaños. Enseñar a reconocer las señales de alarma y, sobre todo, a no pulsar y preguntar a un adulto, protege más que cualquier programa.",
      "## Convivir en internet",
      "Detrás de cada pantalla hay personas. Trabajar la empatía, el papel de quien ve una burla y no dice nada, y acordar normas de convivencia digital en clase previene muchos conflictos.",
      "## Bienestar: el tiempo y cómo nos sentimos",
      "Más que contar minutos, importa qué hacemos con las pantallas y cómo nos sentimos después. Los pactos familiares, los diarios de pantallas y las pausas activas ayudan a encontrar el equilibrio, y el ejemplo de los adultos es decisivo.",
      "## Si algo va mal",
      "El mensaje más importante es que siempre pueden contarlo a un adulto de confianza sin miedo a que les castiguen o les quiten el dispositivo. Mantener esa confianza abierta es la mejor protección.",
    ),
    en: p(
      "Children are going online ever earlier: online games, videos, class chats. Digital safety is not about banning things but about giving them tools to look after themselves and to ask for help when something goes wrong.",
      "## The house keys: passwords",
      "A password is like the key to your house. The best ones are long and easy to remember, like a phrase of several words, and are never shared except with family. Activities such as “Password detectives” or the Caesar cipher work on this through play.",
      "## What I share and what I don't: privacy",
      "The privacy traffic light gives a simple rule: some information can be shared, some only with an adult's permission and some never. Photos deserve special attention, because they say more than it seems.",
      "With older children, review app privacy and location settings together and talk about digital footprints: what gets posted is hard to delete.",
      "## Scams and trick messages",
      "Messages that promise prizes or rush you are the way in for many scams. Teaching children to recognise the warning signs and, above all, not to click but to ask an adult protects them more than any software.",
      "## Getting along online",
      "There are people behind every screen. Working on empathy, on the role of those who see mockery and say nothing, and agreeing on a class digital code of conduct prevents many conflicts.",
      "## Wellbeing: time and how we feel",
      "Rather than counting minutes, what matters is what we do with screens and how we feel afterwards. Family agreements, screen diaries and active breaks help find a balance, and the example adults set is decisive.",
      "## If something goes wrong",
      "The most important message is that they can always tell a trusted adult without fear of being punished or having the device taken away. Keeping that trust open is the best protection.",
    ),
  },
};

export const gamesTopic: TopicSeed = {
  slug: "crear-videojuegos",
  category: "videoGame",
  title: { es: "Crear videojuegos: de jugar a diseñar", en: "Making video games: from playing to designing" },
  summary: {
    es: "Por qué crear videojuegos es una gran forma de aprender a programar, y cómo hacerlo de los 6 a los 12 años.",
    en: "Why making video games is a great way to learn to program, and how to do it from 6 to 12.",
  },
  body: {
    es: p(
      "A casi todos los niños y niñas les gustan los videojuegos. Pasar de jugarlos a crearlos convierte esa afición en una oportunidad para aprender programación, matemáticas, arte y narrativa a la vez.",
      "## Diseñar antes de programar",
      "Los diseñadores profesionales empiezan en papel: dibujan niveles, inventan reglas y las prueban con fichas. Actividades como «Diseña tu videojuego en papel» o inventar un juego de mesa con condiciones enseñan que un buen juego necesita reglas claras y justas.",
      "## Los primeros juegos con bloques",
      "Los entornos de programación por bloques permiten crear un juego completo en una sesión: un personaje que se mueve con el teclado, objetos que caen y un marcador. Ahí aparecen de forma natural los eventos, los bucles, las condiciones y las variables.",
      "Un laberinto, un juego de atrapar objetos o un concurso de preguntas son proyectos ideales para empezar, porque se ven resultados enseguida y se pueden ampliar.",
      "## Subir de nivel: física y matemáticas",
      "Con más experiencia, el alumnado puede programar saltos con gravedad, enemigos que persiguen o niveles que se generan solos. Son proyectos exigentes que dan sentido a conceptos como la velocidad, las coordenadas o los números aleatorios.",
      "## Probar, compartir y mejorar",
      "Un videojuego no está terminado hasta que otra persona lo juega. Las rondas de prueba entre compañeros, con dos mejoras y un elogio por escrito, enseñan a dar y recibir críticas constructivas.",
      "## Mirar los juegos con ojos de diseñador",
      "Crear juegos también ayuda a entender los que se juegan: por qué cuesta tanto dejarlos, qué buscan las recompensas diarias o las compras dentro del juego. Analizarlos en familia es una forma excelente de acompañar.",
    ),
    en: p(
      "Almost all children love video games. Going from playing them to making them turns that hobby into a chance to learn programming, maths, art and storytelling all at once.",
      "## Design before programming",
      "Professional designers start on paper: they draw levels, invent rules and test them with counters. Activities such as “Design your video game on paper” or inventing a board game with conditions teach that a good game needs clear, fair rules.",
      "## First games with blocks",
      "Block-based programming environments let pupils create a complete game in one session: a character moved with the keyboard, falling objects and a score. Events, loops, conditions and variables appear naturally.",
      "A maze, a catching game or a quiz are ideal first projects, because results appear quickly and they can be extended.",
      "## Levelling up: physics and maths",
      "With more experience, pupils can program jumps with gravity, chasing enemies or levels that generate themselves. These demanding projects give meaning to ideas such as velocity, coordinates and random numbers.",
      "## Test, share and improve",
      "A video game is not finished until someone else has played it. Peer testing rounds, with two improvements and one compliment in writing, teach pupils to give and receive constructive feedback.",
      "## Looking at games through a designer's eyes",
      "Making games also helps children understand the ones they play: why they are so hard to put down, what daily rewards or in-game purchases are for. Analysing them as a family is an excellent way to support them.",
    ),
  },
};
