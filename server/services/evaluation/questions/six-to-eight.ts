import { type BankQuestion, both } from "./types.ts";

/**
 * The adventure for 6 to 8 year olds: twelve short questions, two of each type, every area at least twice.
 * Short sentences a first reader can follow (and "Listen" reads them); pictures under /images/adventure/.
 */
const picture = (name: string, alt: { es: string; en: string }) => ({ src: `/images/adventure/${name}.svg`, alt, width: 320, height: 200 });
const icon = (name: string) => `/images/adventure/${name}.svg`;
const rightOrWrong = both("¿Está bien o está mal?", "Is this right or wrong?");
const lookRightOrWrong = both("Mira el dibujo. ¿Está bien o está mal?", "Look at the picture. Is this right or wrong?");

export const SIX_TO_EIGHT: readonly BankQuestion[] = [
  {
    id: "a6-computer-parts",
    area: "problemSolving",
    type: "label",
    content: {
      prompt: both("¿Cómo se llama cada parte del ordenador?", "What is each part of the computer called?"),
      picture: picture(
        "computer",
        both(
          "Un ordenador. La parte 1 es donde se ven las imágenes. La parte 2 tiene muchas teclas. La parte 3 es pequeña y se mueve con la mano.",
          "A computer. Part 1 is where you see the pictures. Part 2 has lots of keys. Part 3 is small and you move it with your hand.",
        ),
      ),
      parts: [
        { x: 50, y: 30 },
        { x: 14, y: 83 },
        { x: 94, y: 60 },
      ],
      labels: [both("Teclado", "Keyboard"), both("Ratón", "Mouse"), both("Pantalla", "Screen")],
    },
    key: { placed: [2, 0, 1] },
  },
  {
    id: "a6-secret-data",
    area: "security",
    type: "catch",
    content: {
      prompt: both(
        "Toca las cosas que no debes contar en internet a personas que no conoces.",
        "Tap the things you must not tell people you don't know on the internet.",
      ),
      items: [
        { text: both("Tu contraseña", "Your password"), image: icon("password") },
        { text: both("Tu color favorito", "Your favourite colour"), image: icon("favourite-colour") },
        { text: both("Dónde vives", "Where you live"), image: icon("address") },
        { text: both("Tu número de teléfono", "Your phone number"), image: icon("phone-number") },
        { text: both("Tu animal preferido", "Your favourite animal"), image: icon("favourite-animal") },
      ],
    },
    key: { caught: [0, 2, 3] },
  },
  {
    id: "a6-kind-message",
    area: "communication",
    type: "rightWrongText",
    content: {
      prompt: rightOrWrong,
      statement: both(
        "Envío un mensaje bonito a mi amiga para felicitarla por su cumpleaños.",
        "I send my friend a nice message for her birthday.",
      ),
      image: icon("birthday-message"),
    },
    key: { right: true },
  },
  {
    id: "a6-search-engine",
    area: "information",
    type: "test",
    content: {
      prompt: both(
        "Quieres saber qué comen los pandas. ¿Qué usas para buscarlo en internet?",
        "You want to know what pandas eat. What do you use to find out on the internet?",
      ),
      options: [
        { text: both("Una calculadora", "A calculator"), image: icon("calculator") },
        { text: both("Un buscador", "A search engine"), image: icon("search-engine") },
        { text: both("Una impresora", "A printer"), image: icon("printer") },
      ],
    },
    key: { choice: 1 },
  },
  {
    id: "a6-video-tools",
    area: "contentCreation",
    type: "catch",
    content: {
      prompt: both("Quieres grabar un vídeo. Toca todo lo que necesitas.", "You want to record a video. Tap everything you need."),
      items: [
        { text: both("Cámara", "Camera"), image: icon("camera") },
        { text: both("Lápiz", "Pencil"), image: icon("pencil") },
        { text: both("Micrófono", "Microphone"), image: icon("microphone") },
        { text: both("Tijeras", "Scissors"), image: icon("scissors") },
      ],
    },
    key: { caught: [0, 2] },
  },
  {
    id: "a6-password-stranger",
    area: "security",
    type: "rightWrongImage",
    content: {
      prompt: lookRightOrWrong,
      picture: picture(
        "stranger-password",
        both(
          "Un niño con una tableta le dice su contraseña a una persona que no conoce.",
          "A boy with a tablet tells his password to a person he doesn't know.",
        ),
      ),
    },
    key: { right: false },
  },
  {
    id: "a6-icons",
    area: "information",
    type: "match",
    content: {
      prompt: both("Une cada dibujo con lo que hace.", "Match each picture with what it does."),
      left: [
        { text: both("Lupa", "Magnifying glass"), image: icon("magnifier") },
        { text: both("Altavoz", "Speaker"), image: icon("speaker") },
        { text: both("Casa", "House"), image: icon("house") },
      ],
      right: [
        { text: both("Volver al principio", "Go back to the start"), image: icon("go-back-start") },
        { text: both("Buscar", "Search"), image: icon("binoculars") },
        { text: both("Oír el sonido", "Hear the sound"), image: icon("ear") },
      ],
    },
    key: { pairs: [1, 2, 0] },
  },
  {
    id: "a6-hurtful-message",
    area: "communication",
    type: "test",
    content: {
      prompt: both(
        "Alguien te escribe un mensaje que te pone triste. ¿Qué haces?",
        "Someone sends you a message that makes you sad. What do you do?",
      ),
      options: [
        { text: both("Le contesto con insultos", "I answer with rude words"), image: icon("rude-reply") },
        { text: both("Se lo cuento a un adulto de confianza", "I tell an adult I trust"), image: icon("tell-adult") },
        { text: both("No se lo cuento a nadie", "I don't tell anyone"), image: icon("tell-nobody") },
      ],
    },
    key: { choice: 1 },
  },
  {
    id: "a6-hit-tablet",
    area: "problemSolving",
    type: "rightWrongText",
    content: {
      prompt: rightOrWrong,
      statement: both("Si la tableta no funciona, le doy golpes.", "If the tablet doesn't work, I hit it."),
      image: icon("hit-tablet"),
    },
    key: { right: false },
  },
  {
    id: "a6-photo-permission",
    area: "contentCreation",
    type: "rightWrongImage",
    content: {
      prompt: lookRightOrWrong,
      picture: picture(
        "photo-permission",
        both(
          "Una niña con una tableta pregunta a su amigo si le puede hacer una foto, y él dice que sí.",
          "A girl with a tablet asks her friend if she can take his photo, and he says yes.",
        ),
      ),
    },
    key: { right: true },
  },
  {
    id: "a6-fix-problems",
    area: "problemSolving",
    type: "match",
    content: {
      prompt: both("Une cada problema con su solución.", "Match each problem with its solution."),
      left: [
        { text: both("La tableta no tiene batería", "The tablet has no battery"), image: icon("battery-empty") },
        { text: both("No oigo el vídeo", "I can't hear the video"), image: icon("no-sound") },
        { text: both("Las letras son muy pequeñas", "The letters are too small"), image: icon("small-letters") },
      ],
      right: [
        { text: both("Subo el volumen", "I turn the sound up"), image: icon("volume-up") },
        { text: both("Hago las letras más grandes", "I make the letters bigger"), image: icon("bigger-letters") },
        { text: both("La pongo a cargar", "I charge it"), image: icon("charging") },
      ],
    },
    key: { pairs: [2, 0, 1] },
  },
  {
    id: "a6-browser-parts",
    area: "information",
    type: "label",
    content: {
      prompt: both("Pon su nombre a cada botón de la ventana.", "Put the right name on each button of the window."),
      picture: picture(
        "browser",
        both(
          "Una ventana de internet. El botón 1 es una flecha que mira a la izquierda. La parte 2 es una barra larga con una lupa. El botón 3 es una X.",
          "An internet window. Button 1 is an arrow pointing left. Part 2 is a long bar with a magnifying glass. Button 3 is an X.",
        ),
      ),
      parts: [
        { x: 10.6, y: 48 },
        { x: 56.3, y: 48 },
        { x: 78.8, y: 13 },
      ],
      labels: [both("Cerrar", "Close"), both("Volver atrás", "Go back"), both("Buscar", "Search")],
    },
    key: { placed: [1, 2, 0] },
  },
];
