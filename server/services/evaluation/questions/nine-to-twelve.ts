import { type BankQuestion, both } from "./types.ts";

/**
 * The adventure for 9 to 12 year olds: twelve questions, two of each type, every area at least twice; longer
 * sentences and situations than the 6-8 sequence. Pictures under /images/adventure/, without words in them
 * (both languages share them).
 */
const picture = (name: string, alt: { es: string; en: string }) => ({ src: `/images/adventure/${name}.svg`, alt, width: 320, height: 200 });
const rightOrWrong = both("¿Está bien o está mal lo que hace?", "Is what this person does right or wrong?");

export const NINE_TO_TWELVE: readonly BankQuestion[] = [
  {
    id: "a9-safe-passwords",
    area: "security",
    type: "catch",
    content: {
      prompt: both("Toca todas las contraseñas seguras.", "Tap all the safe passwords."),
      items: [
        { text: both("123456", "123456") },
        { text: both("Tortuga!Verde82", "Turtle!Green82") },
        { text: both("lucia2015", "lucy2015") },
        { text: both("contraseña", "password") },
        { text: both("Luna#Sol7Rio", "Moon#Sun7River") },
      ],
    },
    key: { caught: [1, 4] },
  },
  {
    id: "a9-reliable-source",
    area: "information",
    type: "test",
    content: {
      prompt: both(
        "Buscas datos para un trabajo sobre los volcanes. ¿Qué página es más fiable?",
        "You are looking for facts for a project about volcanoes. Which website can you trust most?",
      ),
      options: [
        { text: both("Un comentario sin nombre en un foro", "A comment with no name on a forum") },
        { text: both("La página de un museo de ciencias", "A science museum's website") },
        {
          text: both(
            "Un vídeo de alguien que no dice de dónde saca los datos",
            "A video by someone who doesn't say where their facts come from",
          ),
        },
      ],
    },
    key: { choice: 1 },
  },
  {
    id: "a9-angry-chat",
    area: "communication",
    type: "rightWrongText",
    content: {
      prompt: rightOrWrong,
      statement: both(
        "Cuando me enfado en el chat de clase, escribo en mayúsculas y con insultos.",
        "When I get angry in the class chat, I write in capital letters and use insults.",
      ),
    },
    key: { right: false },
  },
  {
    id: "a9-file-types",
    area: "contentCreation",
    type: "match",
    content: {
      prompt: both("Une cada archivo con lo que tiene dentro.", "Match each file with what is inside it."),
      left: [
        { text: both("vacaciones.jpg", "holidays.jpg") },
        { text: both("cancion.mp3", "song.mp3") },
        { text: both("trabajo.docx", "project.docx") },
        { text: both("cumple.mp4", "party.mp4") },
      ],
      right: [
        { text: both("Un vídeo", "A video") },
        { text: both("Una foto", "A photo") },
        { text: both("Un texto", "A text") },
        { text: both("Música", "Music") },
      ],
    },
    key: { pairs: [1, 3, 2, 0] },
  },
  {
    id: "a9-laptop-parts",
    area: "problemSolving",
    type: "label",
    content: {
      prompt: both("Pon nombre a cada parte del portátil.", "Label each part of the laptop."),
      picture: picture(
        "laptop",
        both(
          "Un ordenador portátil abierto. La parte 1 es un punto pequeño encima de la pantalla. La parte 2 es la pantalla. La parte 3 son las teclas. La parte 4 es un rectángulo liso debajo de las teclas.",
          "An open laptop. Part 1 is a small dot above the screen. Part 2 is the screen. Part 3 is the keys. Part 4 is a smooth rectangle below the keys.",
        ),
      ),
      parts: [
        { x: 43, y: 6 },
        { x: 72, y: 32 },
        { x: 8.8, y: 53 },
        { x: 70.6, y: 91 },
      ],
      labels: [both("Teclado", "Keyboard"), both("Panel táctil", "Touchpad"), both("Pantalla", "Screen"), both("Cámara", "Camera")],
    },
    key: { placed: [3, 2, 0, 1] },
  },
  {
    id: "a9-prize-popup",
    area: "security",
    type: "rightWrongImage",
    content: {
      prompt: rightOrWrong,
      picture: picture(
        "prize-popup",
        both(
          "Un chico va a pulsar una ventana que ha aparecido de repente en la pantalla: promete un móvil de regalo si pulsa el botón.",
          "A boy is about to click a window that suddenly popped up on the screen: it promises a free phone if he clicks the button.",
        ),
      ),
    },
    key: { right: false },
  },
  {
    id: "a9-fake-news",
    area: "information",
    type: "catch",
    content: {
      prompt: both("Toca las pistas de que una noticia puede ser falsa.", "Tap the clues that a news story may be fake."),
      items: [
        { text: both("No dice quién la ha escrito", "It doesn't say who wrote it") },
        { text: both("La cuentan varios periódicos conocidos", "Several well-known newspapers report it") },
        {
          text: both(
            "Tiene un título exagerado, ¡¡con muchas exclamaciones!!",
            "Its headline is exaggerated, with lots of exclamation marks!!",
          ),
        },
        { text: both("Dice la fecha y de dónde salen los datos", "It gives the date and where the facts come from") },
        { text: both("Te pide que la compartas rápido, sin pensar", "It asks you to share it quickly, without thinking") },
      ],
    },
    key: { caught: [0, 2, 4] },
  },
  {
    id: "a9-best-channel",
    area: "communication",
    type: "match",
    content: {
      prompt: both("Une cada situación con la mejor forma de comunicarte.", "Match each situation with the best way to communicate."),
      left: [
        { text: both("Quieres hablar con tu abuela y verle la cara", "You want to talk to your grandma and see her face") },
        { text: both("Tienes que enviar un trabajo en un archivo", "You have to send a project as a file") },
        { text: both("Quieres avisar rápido de que llegas tarde", "You want to say quickly that you'll be late") },
      ],
      right: [
        { text: both("Un mensaje corto", "A short message") },
        { text: both("Una videollamada", "A video call") },
        { text: both("Un correo electrónico", "An email") },
      ],
    },
    key: { pairs: [1, 2, 0] },
  },
  {
    id: "a9-photo-credit",
    area: "contentCreation",
    type: "rightWrongImage",
    content: {
      prompt: rightOrWrong,
      picture: picture(
        "photo-credit",
        both(
          "Una niña pone en su trabajo una foto de internet y escribe debajo el nombre de quien la hizo.",
          "A girl puts a photo from the internet in her project and writes the name of the person who took it underneath.",
        ),
      ),
    },
    key: { right: true },
  },
  {
    id: "a9-slow-computer",
    area: "problemSolving",
    type: "test",
    content: {
      prompt: both("El ordenador va muy lento. ¿Qué puedes probar primero?", "The computer is very slow. What can you try first?"),
      options: [
        { text: both("Abrir más ventanas", "Open more windows") },
        { text: both("Desenchufarlo de un tirón", "Pull the plug out") },
        { text: both("Cerrar los programas que no usas", "Close the programs you aren't using") },
      ],
    },
    key: { choice: 2 },
  },
  {
    id: "a9-install-permission",
    area: "security",
    type: "rightWrongText",
    content: {
      prompt: rightOrWrong,
      statement: both(
        "Antes de instalar un juego, pido permiso a un adulto y miramos juntos qué datos me pide.",
        "Before installing a game, I ask an adult and we check together what data it asks for.",
      ),
    },
    key: { right: true },
  },
  {
    id: "a9-poster-parts",
    area: "contentCreation",
    type: "label",
    content: {
      prompt: both("Pon nombre a cada parte de este cartel digital.", "Label each part of this digital poster."),
      picture: picture(
        "poster",
        both(
          "Un cartel. La parte 1 son letras grandes arriba. La parte 2 es el dibujo de una montaña. La parte 3 son varias líneas de texto. La parte 4 es un nombre pequeño abajo del todo.",
          "A poster. Part 1 is big letters at the top. Part 2 is a drawing of a mountain. Part 3 is several lines of text. Part 4 is a small name at the very bottom.",
        ),
      ),
      parts: [
        { x: 13.8, y: 14.5 },
        { x: 13.8, y: 42.5 },
        { x: 86.3, y: 70 },
        { x: 86.3, y: 93 },
      ],
      labels: [both("Imagen", "Picture"), both("Quién lo ha hecho", "Who made it"), both("Título", "Title"), both("Texto", "Text")],
    },
    key: { placed: [2, 0, 3, 1] },
  },
];
