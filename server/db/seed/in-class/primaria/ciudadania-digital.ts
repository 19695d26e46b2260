import type { ItinerarySeed } from "../types.ts";

/**
 * PRIMARIA, 9-12: a centre's shared resource (origin centerResource) meant for schools in their
 * first year in the programme (firstYear).
 */
export const ciudadaniaDigital: ItinerarySeed = {
  slug: "primaria-9-12-ciudadania-digital",
  program: "PRIMARIA",
  age: "nineToTwelve",
  devices: ["pc", "tablet"],
  origin: "centerResource",
  firstYear: true,
  name: { es: "Ciudadanía digital para empezar", en: "Digital citizenship to get started" },
  description: {
    es: "Recurso compartido por el profesorado de un centro de referencia de Valladolid para los centros que empiezan en el programa. Seis sesiones sobre huella digital, bulos, contraseñas, privacidad y ciberacoso que terminan en una campaña del alumnado para todo el colegio.",
    en: "A resource shared by the teachers of a reference centre in Valladolid for schools starting the programme. Six sessions on digital footprint, hoaxes, passwords, privacy and cyberbullying that end in a pupil-led campaign for the whole school.",
  },
  activities: [
    {
      slug: "nuestra-huella-digital",
      minutes: 45,
      withMaterials: true,
      withOptions: true,
      name: { es: "Nuestra huella digital", en: "Our digital footprint" },
      es: {
        summary:
          "A partir de las huellas que deja un personaje ficticio en internet, el alumnado reconstruye quién es, dónde vive y qué le gusta. Descubren que todo lo que publicamos deja rastro y piensan qué huella quieren dejar ellos.",
        objectives: [
          "Comprender qué es la huella digital y cómo se forma.",
          "Reconocer qué datos personales se pueden deducir de publicaciones aparentemente inocentes.",
          "Decidir qué información propia no conviene compartir.",
        ],
        steps: [
          "Reparte a cada grupo un sobre con «publicaciones» impresas de un personaje ficticio: fotos, comentarios y perfiles.",
          "Los grupos deducen todo lo que pueden sobre él (nombre, colegio, barrio, horarios, aficiones) y lo anotan.",
          "Poned en común y señalad en la pizarra de qué publicación salió cada dato.",
          "Debatid qué podría hacer una persona desconocida con esa información.",
          "Cada alumno dibuja el contorno de su pie en una cartulina y escribe dentro lo que sí quiere que se sepa de él y fuera lo que no.",
          "Colgad las huellas en un mural del pasillo con el título «La huella que dejamos».",
        ],
        materials: [
          "Sobres con publicaciones impresas de un personaje ficticio (plantilla del recurso)",
          "Cartulinas y rotuladores",
          "Papel continuo para el mural",
        ],
        options:
          "Si el alumnado tiene móvil, proponed que revisen con su familia qué aparece al buscar su nombre. En 6.º, podéis añadir el concepto de metadatos mostrando la ubicación guardada en una foto.",
      },
      en: {
        summary:
          "From the traces a fictional character leaves online, pupils work out who they are, where they live and what they like. They discover that everything we post leaves a trail and think about the footprint they want to leave.",
        objectives: [
          "Understand what a digital footprint is and how it builds up.",
          "Recognise which personal details can be deduced from apparently harmless posts.",
          "Decide which information about themselves is better not shared.",
        ],
        steps: [
          "Give each group an envelope with printed “posts” by a fictional character: photos, comments and profiles.",
          "Groups deduce everything they can about the character (name, school, neighbourhood, timetable, hobbies) and write it down.",
          "Share the findings and mark on the board which post each detail came from.",
          "Discuss what a stranger could do with that information.",
          "Each pupil draws around their foot on a piece of card and writes inside what they are happy for people to know about them, and outside what they are not.",
          "Hang the footprints on a corridor display called “The footprint we leave”.",
        ],
        materials: [
          "Envelopes with printed posts by a fictional character (template in the resource)",
          "Card and felt-tip pens",
          "A roll of paper for the display",
        ],
        options:
          "If pupils have phones, suggest they check with their families what comes up when they search for their name. In Year 7, you can add the idea of metadata by showing the location stored in a photo.",
      },
    },
    {
      slug: "bulo-o-noticia",
      minutes: 50,
      withPc: true,
      withTablet: true,
      withOptions: true,
      name: { es: "¿Bulo o noticia?", en: "Hoax or news?" },
      es: {
        summary:
          "Como un equipo de verificadores, el alumnado investiga cinco titulares y decide cuáles son verdaderos y cuáles bulos. Aprenden tres preguntas sencillas para comprobar una información antes de creerla o compartirla.",
        objectives: [
          "Aplicar tres preguntas de verificación: quién lo dice, de dónde sale y quién más lo cuenta.",
          "Usar la búsqueda inversa de imágenes para encontrar el origen de una foto.",
          "Explicar por qué los bulos se difunden tan deprisa.",
        ],
        steps: [
          "Lee en voz alta un titular sorprendente y pregunta quién lo compartiría; después revela que es falso.",
          "Presenta las tres preguntas del verificador y escríbelas en la pizarra.",
          "Cada equipo recibe una ficha con cinco titulares (algunos reales, otros inventados) y los investiga en internet.",
          "Para las fotos dudosas, usan la búsqueda inversa de imágenes y buscan cuándo apareció por primera vez.",
          "Cada equipo presenta su veredicto y las pruebas de uno de los titulares.",
          "Cerrad con un compromiso: antes de reenviar, me hago las tres preguntas.",
        ],
        pc: "En el navegador, la búsqueda inversa se hace arrastrando la imagen al buscador o con el botón derecho, «Buscar imagen». Prepara los titulares en un documento compartido con enlaces para ahorrar tiempo de escritura.",
        tablet:
          "En la tableta, manteniendo pulsada una imagen aparece la opción de buscarla; la aplicación del buscador permite también hacer una foto al titular impreso y buscarlo. Un equipo de tres por tableta funciona bien: uno busca, otro lee y otro anota.",
        options:
          "Sin conexión, dad a cada equipo fotocopias de las «pruebas» (la fuente original, otros medios) para que razonen con ellas. Para ir más allá, que cada equipo invente un bulo inofensivo y otro equipo tenga que desmontarlo.",
      },
      en: {
        summary:
          "Working as a fact-checking team, pupils investigate five headlines and decide which are true and which are hoaxes. They learn three simple questions for checking information before believing it or sharing it.",
        objectives: [
          "Apply three fact-checking questions: who says it, where does it come from and who else reports it.",
          "Use reverse image search to find where a photo came from.",
          "Explain why hoaxes spread so fast.",
        ],
        steps: [
          "Read aloud a surprising headline and ask who would share it; then reveal that it is false.",
          "Introduce the fact-checker's three questions and write them on the board.",
          "Each team gets a sheet with five headlines (some real, some invented) and investigates them online.",
          "For doubtful photos, they use reverse image search and look for when the photo first appeared.",
          "Each team presents its verdict and its evidence for one of the headlines.",
          "Finish with a pledge: before forwarding anything, I ask myself the three questions.",
        ],
        pc: "In the browser, reverse image search works by dragging the picture into the search engine or right-clicking and choosing “Search image”. Prepare the headlines in a shared document with links to save typing time.",
        tablet:
          "On the tablet, pressing and holding an image offers the option to search for it; the search engine app can also take a photo of a printed headline and search for it. A team of three per tablet works well: one searches, one reads and one takes notes.",
        options:
          "Without a connection, give each team photocopies of the “evidence” (the original source, other media) to reason with. To go further, each team invents a harmless hoax and another team has to debunk it.",
      },
    },
    {
      slug: "contrasenas-con-frases",
      minutes: 40,
      withMaterials: true,
      withOptions: true,
      name: { es: "Contraseñas con frases", en: "Passphrases" },
      es: {
        summary:
          "Con un juego de dados y una tabla de palabras, el alumnado crea frases de contraseña largas y fáciles de recordar y compara cuánto tardaría un ordenador en adivinarlas. Conocen también la verificación en dos pasos.",
        objectives: [
          "Explicar por qué una contraseña larga es más segura que una corta y rara.",
          "Crear una frase de contraseña con palabras al azar.",
          "Conocer la verificación en dos pasos y para qué sirve.",
        ],
        steps: [
          "Muestra una lista de las contraseñas más usadas del año y pregunta por qué son tan malas.",
          "Explica cómo prueba contraseñas un programa: miles de intentos por segundo, empezando por las más comunes.",
          "Cada alumno tira el dado cuatro veces y busca en la tabla la palabra de cada número para formar su frase.",
          "Comparan en la tabla de tiempos cuánto costaría adivinar una contraseña de 6 letras y una de 4 palabras.",
          "Explica la verificación en dos pasos con el ejemplo de una llave y un código que llega al móvil de la familia.",
          "Cada alumno escribe un consejo para su familia en una tarjeta para llevar a casa.",
        ],
        materials: [
          "Un dado por pareja",
          "Tabla de palabras numeradas del 1 al 6 en cuatro columnas",
          "Tabla de tiempos de adivinación según la longitud",
          "Tarjetas para llevar a casa",
        ],
        options:
          "En 6.º, calculad cuántas combinaciones hay con 4 dados y 6 palabras por columna y comparadlo con una contraseña de 6 letras. No pidáis nunca al alumnado que escriba en clase sus contraseñas reales.",
      },
      en: {
        summary:
          "With a dice game and a word table, pupils create long passphrases that are easy to remember and compare how long a computer would take to guess them. They also learn about two-step verification.",
        objectives: [
          "Explain why a long password is safer than a short, odd one.",
          "Create a passphrase from random words.",
          "Know what two-step verification is and what it is for.",
        ],
        steps: [
          "Show a list of the year's most common passwords and ask why they are so bad.",
          "Explain how a program tries passwords: thousands of attempts per second, starting with the most common.",
          "Each pupil rolls the dice four times and looks up the word for each number in the table to make their phrase.",
          "Using the timing table, they compare how long it would take to guess a six-letter password and a four-word one.",
          "Explain two-step verification with the example of a key plus a code sent to a parent's phone.",
          "Each pupil writes a tip for their family on a card to take home.",
        ],
        materials: [
          "A dice per pair",
          "A table of words numbered 1 to 6 in four columns",
          "A table of guessing times by length",
          "Cards to take home",
        ],
        options:
          "In Year 7, work out how many combinations there are with four dice and six words per column and compare it with a six-letter password. Never ask pupils to write their real passwords in class.",
      },
    },
    {
      slug: "perfil-privado-paso-a-paso",
      minutes: 45,
      withMaterials: true,
      withTablet: true,
      name: { es: "Perfil privado paso a paso", en: "A private profile, step by step" },
      es: {
        summary:
          "Sobre una red social simulada, el alumnado revisa la configuración de un perfil y decide qué dejar público, qué solo para amigos y qué no publicar nunca. Aunque aún no tengan edad para las redes, llegarán a ellas sabiendo protegerse.",
        objectives: [
          "Identificar las opciones de privacidad más habituales de un perfil.",
          "Distinguir la información pública, la compartida con amigos y la privada.",
          "Conocer la edad mínima para usar redes sociales y por qué existe.",
        ],
        steps: [
          "Pregunta qué redes conocen y a partir de qué edad creen que se pueden usar; explica que en España se necesitan 14 años para dar el consentimiento.",
          "Reparte la ficha de un perfil simulado lleno de datos: foto, colegio, ubicación, teléfono, cumpleaños.",
          "Por parejas, abren en la tableta el simulador de configuración y ajustan cada opción.",
          "Comparan su configuración con la de otra pareja y justifican las diferencias.",
          "Elaborad entre todos una lista de «nunca en público»: dirección, teléfono, colegio, ubicación en tiempo real.",
        ],
        materials: ["Ficha impresa de un perfil simulado", "Lista de comprobación de privacidad"],
        tablet:
          "Usad la presentación interactiva del recurso, que imita las pantallas de ajustes de una red social sin conexión a ninguna red real. Si no está disponible, los ajustes de privacidad de la propia tableta (ubicación, cámara, micrófono) sirven para el mismo razonamiento.",
      },
      en: {
        summary:
          "Using a simulated social network, pupils review a profile's settings and decide what to leave public, what to share only with friends and what never to post. Although they are not yet old enough for social media, they will get there knowing how to protect themselves.",
        objectives: [
          "Identify the most common privacy options of a profile.",
          "Tell public information from information shared with friends and private information.",
          "Know the minimum age for using social media and why it exists.",
        ],
        steps: [
          "Ask which networks they know and from what age they think they can be used; explain that in Spain you must be 14 to give consent.",
          "Hand out the sheet of a simulated profile full of details: photo, school, location, phone number, birthday.",
          "In pairs, they open the settings simulator on the tablet and adjust each option.",
          "They compare their settings with another pair's and justify the differences.",
          "Draw up a “never in public” list together: address, phone number, school, real-time location.",
        ],
        materials: ["A printed sheet of a simulated profile", "A privacy checklist"],
        tablet:
          "Use the resource's interactive presentation, which imitates the settings screens of a social network without connecting to any real one. If it is not available, the tablet's own privacy settings (location, camera, microphone) work for the same reasoning.",
      },
    },
    {
      slug: "que-hacer-ante-el-ciberacoso",
      minutes: 50,
      withMaterials: true,
      withOptions: true,
      name: { es: "Qué hacer ante el ciberacoso", en: "What to do about cyberbullying" },
      es: {
        summary:
          "Con escenas de rol, el alumnado analiza un caso de ciberacoso desde los puntos de vista de quien lo sufre, quien lo provoca y quienes lo ven. Acaban con un protocolo de clase: no reenviar, apoyar y contárselo a una persona adulta.",
        objectives: [
          "Reconocer situaciones de ciberacoso y diferenciarlas de una broma.",
          "Ponerse en el lugar de la persona afectada.",
          "Conocer qué hacer y a quién acudir si lo sufren o lo ven.",
        ],
        steps: [
          "Lee el caso de un grupo de mensajería de la clase en el que se ríen de una compañera por una foto.",
          "Forma grupos y asigna a cada uno un papel: la persona afectada, quien subió la foto, quienes reaccionaron con risas y quien no dijo nada.",
          "Cada grupo escribe qué piensa y siente su personaje y qué podría hacer distinto.",
          "Representad la escena dos veces: tal como ocurrió y con los cambios que proponen los grupos.",
          "Construid el protocolo de clase en tres pasos y colgadlo en el aula con los teléfonos y contactos de ayuda.",
        ],
        materials: ["Caso impreso con los mensajes del grupo ficticio", "Tarjetas de personaje", "Cartulina para el protocolo de clase"],
        options:
          "Coordinaos con el equipo de orientación antes de la sesión por si aflora algún caso real. Como continuación, el alumnado puede escribir mensajes de apoyo anónimos para un buzón de clase.",
      },
      en: {
        summary:
          "Through role play, pupils analyse a case of cyberbullying from the points of view of the person targeted, the person causing it and those who watch. They finish with a class protocol: do not forward, give support and tell an adult.",
        objectives: [
          "Recognise cyberbullying and tell it apart from a joke.",
          "Put themselves in the place of the person affected.",
          "Know what to do and whom to turn to if they suffer it or see it.",
        ],
        steps: [
          "Read the case of a class messaging group in which people laugh at a classmate because of a photo.",
          "Make groups and give each one a role: the person targeted, the one who posted the photo, those who reacted with laughter and the one who said nothing.",
          "Each group writes what their character thinks and feels and what they could do differently.",
          "Act out the scene twice: as it happened and with the changes the groups suggest.",
          "Build the three-step class protocol and hang it in the classroom with helpline numbers and contacts.",
        ],
        materials: ["A printed case with the messages of the fictional group", "Character cards", "Card for the class protocol"],
        options:
          "Coordinate with the school's guidance team before the session in case a real case comes up. As a follow-up, pupils can write anonymous messages of support for a class post box.",
      },
    },
    {
      slug: "campana-de-buen-uso",
      minutes: 60,
      withPc: true,
      withTablet: true,
      withOptions: true,
      name: { es: "Campaña de buen uso en el cole", en: "A school campaign for good use" },
      es: {
        summary:
          "Para cerrar el itinerario, los equipos diseñan una campaña para el resto del colegio sobre uno de los temas trabajados: carteles digitales, un vídeo corto o un anuncio para la radio escolar. Pasan de aprender a enseñar.",
        objectives: [
          "Sintetizar lo aprendido en un mensaje claro para otras edades.",
          "Crear un contenido digital con imágenes libres o propias.",
          "Citar las fuentes y respetar la autoría de los recursos usados.",
        ],
        steps: [
          "Repasad los cinco temas del itinerario y que cada equipo elija uno y el público al que se dirige (infantil, primeros cursos, familias).",
          "Escriben el mensaje principal en una frase y lo prueban con otro equipo: ¿se entiende a la primera?",
          "Eligen el formato y lo producen con imágenes propias o de bancos de imágenes libres.",
          "Añaden los créditos de las imágenes y la música utilizadas.",
          "Revisan el resultado con la lista de comprobación: mensaje claro, sin datos personales, fuentes citadas.",
          "Difundid la campaña por los pasillos, en la web del centro o en la reunión de familias.",
        ],
        pc: "Un programa de presentaciones o de diseño gráfico en línea sirve para los carteles; para el vídeo, un editor sencillo con plantillas. Enseña antes cómo filtrar las búsquedas de imágenes por licencia de uso.",
        tablet:
          "En la tableta pueden grabar el vídeo o el anuncio de radio y montarlo con el editor de vídeo integrado. Para los carteles, una aplicación de diseño con plantillas permite trabajar con el dedo y exportar en PDF.",
        options:
          "Organizad una semana de la ciudadanía digital en la que cada clase de 5.º y 6.º visite a una de los primeros cursos para presentar su campaña en persona.",
      },
      en: {
        summary:
          "To close the itinerary, teams design a campaign for the rest of the school on one of the topics covered: digital posters, a short video or an advert for the school radio. They move from learning to teaching.",
        objectives: [
          "Summarise what they have learnt in a clear message for other ages.",
          "Create digital content with their own or freely licensed images.",
          "Credit sources and respect the authorship of the resources used.",
        ],
        steps: [
          "Go over the five topics of the itinerary and let each team choose one and the audience it is aimed at (infants, younger years, families).",
          "They write the main message in one sentence and test it with another team: is it understood straight away?",
          "They choose the format and produce it with their own images or images from free image banks.",
          "They add the credits for the images and music used.",
          "They review the result with the checklist: a clear message, no personal details, sources credited.",
          "Spread the campaign in the corridors, on the school website or at the families' meeting.",
        ],
        pc: "A presentation program or an online graphic design tool works for the posters; for the video, a simple editor with templates. Show beforehand how to filter image searches by licence.",
        tablet:
          "On the tablet they can record the video or the radio advert and edit it with the built-in video editor. For the posters, a design app with templates lets them work with a finger and export to PDF.",
        options:
          "Organise a digital citizenship week in which each Year 6 and Year 7 class visits a younger class to present its campaign in person.",
      },
    },
  ],
};
