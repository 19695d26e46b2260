import type { ItinerarySeed } from "../types.ts";

/** PC, 9-12: the computer as a learning tool (files, typing, documents, searching, spreadsheets, email). */
export const herramientasDelOrdenador: ItinerarySeed = {
  slug: "pc-9-12-herramientas-del-ordenador",
  program: "PC",
  age: "nineToTwelve",
  devices: ["pc"],
  name: { es: "El ordenador, herramienta para aprender", en: "The computer as a learning tool" },
  description: {
    es: "Para aulas con ordenadores: siete sesiones prácticas en las que el alumnado aprende a organizar sus archivos, escribir con el teclado, dar formato a un documento, buscar con criterio, presentar, trabajar con una hoja de cálculo y escribir correos con respeto.",
    en: "For classrooms with computers: seven practical sessions in which pupils learn to organise their files, type, format a document, search critically, give presentations, work with a spreadsheet and write respectful emails.",
  },
  activities: [
    {
      slug: "carpetas-y-archivos-en-orden",
      minutes: 45,
      withPc: true,
      withPcOptions: true,
      name: { es: "Carpetas y archivos en orden", en: "Folders and files in order" },
      es: {
        summary:
          "Como si ordenaran una mochila, el alumnado crea en el ordenador una estructura de carpetas para el curso y aprende a guardar, renombrar, mover y recuperar archivos. Es la base para no perder nunca más un trabajo.",
        objectives: [
          "Crear, renombrar y mover carpetas y archivos.",
          "Usar nombres de archivo claros y sin caracteres problemáticos.",
          "Encontrar un archivo con el buscador del sistema y recuperarlo de la papelera.",
        ],
        steps: [
          "Vuelca sobre la mesa una mochila desordenada y pregunta cómo encontrarían el cuaderno de mates; relaciónalo con el escritorio del ordenador.",
          "Cada alumno crea una carpeta con su nombre y, dentro, una carpeta por asignatura.",
          "Reparte una carpeta «Caos» con quince archivos mal nombrados para que los renombren y los muevan a su sitio.",
          "Acordad una norma para los nombres: asignatura, tema y fecha, sin espacios ni tildes, por ejemplo «lengua-poesia-2025-10-14».",
          "Borra un archivo en la pizarra digital y enseña a recuperarlo de la papelera; después, a encontrar otro con el buscador.",
        ],
        pc: "En Windows se trabaja con el Explorador de archivos; en Linux o en los ordenadores del centro, con el gestor de archivos equivalente. Prepara la carpeta «Caos» en una unidad compartida para que cada alumno la copie a su carpeta personal.",
        pcOptions:
          "Si el centro trabaja en la nube, haced la misma actividad en el almacenamiento en línea del centro y añadid cómo compartir una carpeta solo con el docente. Con alumnado que ya domina lo básico, introducid los atajos de teclado de copiar, cortar y pegar.",
      },
      en: {
        summary:
          "As if tidying a school bag, pupils create a folder structure for the school year on the computer and learn to save, rename, move and recover files. It is the basis for never losing a piece of work again.",
        objectives: [
          "Create, rename and move folders and files.",
          "Use clear file names without problematic characters.",
          "Find a file with the system search and recover one from the recycle bin.",
        ],
        steps: [
          "Empty a messy school bag onto the table and ask how they would find their maths exercise book; relate it to the computer desktop.",
          "Each pupil creates a folder with their name and, inside it, a folder for each subject.",
          "Hand out a “Chaos” folder with fifteen badly named files for them to rename and move to the right place.",
          "Agree on a naming rule: subject, topic and date, without spaces or accents, for example “english-poetry-2025-10-14”.",
          "Delete a file on the interactive whiteboard and show how to recover it from the recycle bin; then how to find another one with the search.",
        ],
        pc: "On Windows, work in File Explorer; on Linux or the school's computers, in the equivalent file manager. Put the “Chaos” folder on a shared drive so that each pupil can copy it to their personal folder.",
        pcOptions:
          "If the school works in the cloud, do the same activity in the school's online storage and add how to share a folder with the teacher only. With pupils who already know the basics, introduce the keyboard shortcuts for copy, cut and paste.",
      },
    },
    {
      slug: "mecanografia-jugando",
      minutes: 30,
      withPc: true,
      withPcOptions: true,
      withOptions: true,
      name: { es: "Mecanografía jugando", en: "Typing through games" },
      es: {
        summary:
          "Con la postura correcta y la fila guía del teclado, el alumnado practica la escritura con diez dedos mediante juegos de mecanografía. Sesiones cortas y frecuentes dan mejores resultados que una larga.",
        objectives: [
          "Colocar los dedos en la fila guía (ASDF JKLÑ) y usar los dos pulgares para el espacio.",
          "Escribir sin mirar el teclado palabras sencillas.",
          "Medir su progreso en palabras por minuto sin perder precisión.",
        ],
        steps: [
          "Enseña la postura y las marcas en relieve de la F y la J para encontrar la fila guía sin mirar.",
          "Haced un calentamiento de dedos en la mesa: cada dedo «pulsa» su tecla mientras la nombras.",
          "Cada alumno completa las dos primeras lecciones del programa de mecanografía.",
          "Jugad cinco minutos a un juego de mecanografía en el que hay que escribir palabras antes de que caigan.",
          "Cada alumno anota en su ficha las palabras por minuto y el porcentaje de aciertos de la prueba final.",
        ],
        pc: "Usad un programa o una web de mecanografía sin anuncios y con distribución de teclado en español (con la Ñ). Comprueba antes que la distribución del sistema está en español para que las teclas coincidan.",
        pcOptions:
          "Para el alumnado con dificultades de motricidad fina, activad las teclas especiales de accesibilidad y valorad el dictado por voz como alternativa. Quien ya escriba con soltura puede practicar con textos de otras asignaturas.",
        options:
          "Convertidlo en una rutina: diez minutos al empezar cada sesión de ordenador durante un trimestre, con una gráfica de progreso personal. Evitad las clasificaciones públicas de velocidad; la precisión es lo primero.",
      },
      en: {
        summary:
          "With the right posture and the keyboard's home row, pupils practise touch typing through typing games. Short, frequent sessions give better results than one long one.",
        objectives: [
          "Place their fingers on the home row and use both thumbs for the space bar.",
          "Type simple words without looking at the keyboard.",
          "Measure their progress in words per minute without losing accuracy.",
        ],
        steps: [
          "Show the posture and the raised bumps on F and J that find the home row without looking.",
          "Warm up the fingers on the table: each finger “presses” its key as you name it.",
          "Each pupil completes the first two lessons of the typing program.",
          "Play a typing game for five minutes in which words must be typed before they fall.",
          "Each pupil records their words per minute and accuracy from the final test on their sheet.",
        ],
        pc: "Use an advert-free typing program or website with a Spanish keyboard layout (with Ñ). Check beforehand that the system layout is set to Spanish so that the keys match.",
        pcOptions:
          "For pupils with fine motor difficulties, turn on the accessibility keys and consider voice typing as an alternative. Those who already type fluently can practise with texts from other subjects.",
        options:
          "Make it a routine: ten minutes at the start of every computer session for a term, with a personal progress chart. Avoid public speed rankings; accuracy comes first.",
      },
    },
    {
      slug: "documento-con-formato",
      minutes: 50,
      withPc: true,
      withPcOptions: true,
      name: { es: "Un documento con formato", en: "A formatted document" },
      es: {
        summary:
          "El alumnado transforma un texto plano en una ficha bien presentada sobre un tema de Ciencias: título, apartados, negrita, una lista, una imagen y su fuente. Aprenden que el formato sirve para que el texto se entienda mejor.",
        objectives: [
          "Aplicar estilos de título y de apartado en lugar de formato manual.",
          "Insertar una imagen, ajustar su tamaño y citar su procedencia.",
          "Usar el corrector ortográfico con criterio.",
        ],
        steps: [
          "Proyecta el mismo texto sin formato y con formato y pregunta cuál leerían antes y por qué.",
          "Cada alumno abre el texto plano sobre un animal en peligro de extinción de la carpeta de la clase.",
          "Aplican el estilo «Título» al nombre del animal y «Título 1» a los apartados; convierten los datos clave en una lista.",
          "Insertan una imagen con licencia libre, la ajustan al ancho y escriben debajo de dónde procede.",
          "Pasan el corrector y deciden en cada sugerencia si aceptarla o no.",
          "Guardan con la norma de nombres de la clase y exportan también en PDF.",
        ],
        pc: "Cualquier procesador de textos sirve (LibreOffice Writer, Word o el del entorno en la nube del centro). Los estilos están en la barra superior; insiste en usarlos, porque permiten crear un índice automático más adelante.",
        pcOptions:
          "Para grupos avanzados, añadid un índice automático y una tabla con datos del animal. Si algún alumno necesita apoyo, dale una versión del texto con los apartados ya separados.",
      },
      en: {
        summary:
          "Pupils turn a plain text into a well-presented fact sheet on a science topic: title, sections, bold, a list, an image and its source. They learn that formatting helps the text to be understood.",
        objectives: [
          "Apply heading styles instead of manual formatting.",
          "Insert an image, resize it and credit where it comes from.",
          "Use the spell checker with judgement.",
        ],
        steps: [
          "Project the same text with and without formatting and ask which one they would read first and why.",
          "Each pupil opens the plain text about an endangered animal from the class folder.",
          "They apply the “Title” style to the animal's name and “Heading 1” to the sections; they turn the key facts into a list.",
          "They insert a freely licensed image, fit it to the page width and write underneath where it comes from.",
          "They run the spell checker and decide for each suggestion whether to accept it.",
          "They save using the class naming rule and also export to PDF.",
        ],
        pc: "Any word processor will do (LibreOffice Writer, Word or the one in the school's cloud environment). Styles are on the top bar; insist on using them, because they allow an automatic table of contents later on.",
        pcOptions:
          "For advanced groups, add an automatic table of contents and a table with facts about the animal. If a pupil needs support, give them a version of the text with the sections already separated.",
      },
    },
    {
      slug: "buscar-bien-en-internet",
      minutes: 45,
      withMaterials: true,
      withPc: true,
      name: { es: "Buscar bien en internet", en: "Searching the internet well" },
      es: {
        summary:
          "En una carrera de búsqueda por equipos, el alumnado aprende a elegir palabras clave, usar comillas y filtros, y valorar si una página es fiable. Gana quien encuentra la respuesta correcta con la fuente más fiable, no solo el más rápido.",
        objectives: [
          "Formular búsquedas eficaces con palabras clave, comillas y el signo menos.",
          "Distinguir resultados patrocinados de resultados orgánicos.",
          "Valorar la fiabilidad de una página con criterios sencillos (autoría, fecha, propósito).",
        ],
        steps: [
          "Muestra cómo cambian los resultados al buscar una frase entera, palabras clave o una expresión entre comillas.",
          "Señala en una página de resultados qué es publicidad y qué no.",
          "Reparte la ficha de la carrera: ocho preguntas de dificultad creciente.",
          "Los equipos buscan las respuestas y anotan la dirección de la página y por qué se fían de ella.",
          "Corregid juntos: un punto por respuesta correcta y otro por una fuente fiable bien justificada.",
        ],
        materials: [
          "Ficha de la carrera de búsqueda con ocho preguntas",
          "Tarjeta con los criterios de fiabilidad: quién lo escribe, cuándo, para qué",
        ],
        pc: "Trabajad en el navegador del centro con la búsqueda segura activada. Si el filtro de contenidos del centro bloquea alguna página que necesitéis, pruébalo antes y ajusta las preguntas.",
      },
      en: {
        summary:
          "In a team search race, pupils learn to choose keywords, use quotation marks and filters, and judge whether a page is reliable. The winner is whoever finds the right answer with the most reliable source, not just the fastest.",
        objectives: [
          "Write effective searches with keywords, quotation marks and the minus sign.",
          "Tell sponsored results from organic ones.",
          "Judge a page's reliability with simple criteria (author, date, purpose).",
        ],
        steps: [
          "Show how the results change when searching for a whole sentence, keywords or a phrase in quotation marks.",
          "Point out on a results page what is advertising and what is not.",
          "Hand out the race sheet: eight questions of increasing difficulty.",
          "Teams search for the answers and note the page's address and why they trust it.",
          "Mark them together: one point for each correct answer and another for a reliable source that is well justified.",
        ],
        materials: ["The search race sheet with eight questions", "A card with the reliability criteria: who wrote it, when and why"],
        pc: "Work in the school's browser with safe search on. If the school's content filter blocks a page you need, check it beforehand and adjust the questions.",
      },
    },
    {
      slug: "presentacion-sobre-un-animal",
      minutes: 60,
      withPc: true,
      withPcOptions: true,
      withOptions: true,
      name: { es: "Una presentación que se entiende", en: "A presentation people understand" },
      es: {
        summary:
          "A partir de la ficha del animal, el alumnado prepara una presentación de cinco diapositivas con poco texto, imágenes grandes y una idea por diapositiva, y la expone en dos minutos. Aprenden que la presentación acompaña a quien habla, no lo sustituye.",
        objectives: [
          "Organizar la información en cinco diapositivas con una idea cada una.",
          "Usar imágenes grandes y poco texto legible.",
          "Exponer oralmente apoyándose en las diapositivas sin leerlas.",
        ],
        steps: [
          "Proyecta una diapositiva llena de texto y otra con una imagen y tres palabras, y pregunta con cuál se aprende más.",
          "Cada alumno planifica en papel las cinco diapositivas: portada, dónde vive, qué come, por qué está en peligro, qué podemos hacer.",
          "Crean la presentación con una plantilla sencilla, un máximo de diez palabras por diapositiva y una imagen con su fuente.",
          "Añaden notas del orador con lo que dirán en cada diapositiva.",
          "Ensayan por parejas cronometrando dos minutos y se dan una sugerencia de mejora.",
          "Exponen ante la clase o en pequeños grupos.",
        ],
        pc: "Sirve cualquier programa de presentaciones (LibreOffice Impress, PowerPoint o el de la nube del centro). Enseña el modo presentador, que muestra las notas solo en la pantalla del ordenador.",
        pcOptions:
          "Quien vaya más rápido puede añadir una transición sencilla y un vídeo corto incrustado. Para quien necesite apoyo, ofrece una plantilla con los cinco títulos ya escritos.",
        options:
          "Las exposiciones pueden grabarse con la cámara del ordenador para que cada alumno se vea y se autoevalúe con una rúbrica, siempre con permiso de las familias.",
      },
      en: {
        summary:
          "Starting from the animal fact sheet, pupils prepare a five-slide presentation with little text, large images and one idea per slide, and give it in two minutes. They learn that the slides support the speaker rather than replace them.",
        objectives: [
          "Organise the information into five slides with one idea each.",
          "Use large images and little, readable text.",
          "Speak using the slides as support, without reading them out.",
        ],
        steps: [
          "Project a slide full of text and another with an image and three words, and ask which one teaches more.",
          "Each pupil plans the five slides on paper: title, where it lives, what it eats, why it is endangered, what we can do.",
          "They create the presentation with a simple template, at most ten words per slide and an image with its source.",
          "They add speaker notes with what they will say on each slide.",
          "They rehearse in pairs, timing two minutes, and give each other one suggestion for improvement.",
          "They present to the class or in small groups.",
        ],
        pc: "Any presentation program will do (LibreOffice Impress, PowerPoint or the one in the school's cloud). Show presenter view, which shows the notes only on the computer's screen.",
        pcOptions:
          "Those who work faster can add a simple transition and a short embedded video. For those who need support, provide a template with the five titles already written.",
        options:
          "The talks can be recorded with the computer's camera so that each pupil can watch themselves and self-assess with a rubric, always with families' permission.",
      },
    },
    {
      slug: "hoja-de-calculo-del-tiempo",
      minutes: 50,
      withMaterials: true,
      withPc: true,
      name: { es: "La hoja de cálculo del tiempo", en: "The weather spreadsheet" },
      es: {
        summary:
          "Durante dos semanas la clase anota la temperatura y el tiempo del patio, y en esta sesión pasa los datos a una hoja de cálculo para calcular medias, máximos y mínimos y hacer un gráfico. La primera experiencia con fórmulas, con datos propios.",
        objectives: [
          "Introducir datos en filas y columnas de una hoja de cálculo.",
          "Usar las funciones PROMEDIO, MAX y MIN.",
          "Crear un gráfico de líneas e interpretarlo.",
        ],
        steps: [
          "Durante las dos semanas previas, un encargado diario anota en la tabla de papel la temperatura a la misma hora.",
          "En la hoja de cálculo, cada pareja crea las columnas «día», «temperatura» y «tiempo» y copia los datos.",
          "Explica qué es una celda y una fórmula; calculan la media con PROMEDIO y la máxima y la mínima con MAX y MIN.",
          "Crean un gráfico de líneas con la temperatura por día y le ponen título y nombres a los ejes.",
          "Interpretan el gráfico: ¿qué día hizo más frío? ¿Sube o baja la temperatura a lo largo de las dos semanas?",
        ],
        materials: ["Un termómetro de exterior", "Tabla de registro en papel para las dos semanas previas"],
        pc: "Cualquier hoja de cálculo sirve (LibreOffice Calc, Excel o la de la nube del centro). Ten en cuenta que en español las funciones se escriben en castellano (PROMEDIO) y los decimales llevan coma.",
      },
      en: {
        summary:
          "For two weeks the class records the temperature and weather in the playground, and in this session it enters the data in a spreadsheet to work out averages, maximums and minimums and make a chart. A first experience with formulas, using their own data.",
        objectives: [
          "Enter data into the rows and columns of a spreadsheet.",
          "Use the AVERAGE, MAX and MIN functions.",
          "Create a line chart and interpret it.",
        ],
        steps: [
          "During the previous two weeks, a daily helper records the temperature at the same time on the paper table.",
          "In the spreadsheet, each pair creates the columns “day”, “temperature” and “weather” and copies the data.",
          "Explain what a cell and a formula are; they work out the average with AVERAGE and the highest and lowest with MAX and MIN.",
          "They create a line chart of temperature by day and give it a title and axis labels.",
          "They interpret the chart: which day was coldest? Does the temperature go up or down over the two weeks?",
        ],
        materials: ["An outdoor thermometer", "A paper recording table for the two previous weeks"],
        pc: "Any spreadsheet will do (LibreOffice Calc, Excel or the one in the school's cloud). Bear in mind that in a Spanish-language setup functions have Spanish names (PROMEDIO for AVERAGE) and decimals use a comma.",
      },
    },
    {
      slug: "correo-con-respeto",
      minutes: 40,
      withPc: true,
      withOptions: true,
      name: { es: "Un correo con respeto", en: "A respectful email" },
      es: {
        summary:
          "Con una cuenta de correo del centro o un simulador, el alumnado escribe un correo formal a otra clase: asunto claro, saludo, mensaje breve, despedida y un archivo adjunto. También aprende a reconocer correos sospechosos.",
        objectives: [
          "Redactar un correo con asunto, saludo, cuerpo y despedida adecuados.",
          "Adjuntar un archivo y responder a un correo recibido.",
          "Reconocer las señales de un correo sospechoso.",
        ],
        steps: [
          "Compara en la pizarra un correo bien escrito con otro sin asunto, todo en mayúsculas y con emojis, y pregunta qué impresión da cada uno.",
          "Cada alumno escribe a un compañero de la clase hermanada para presentarse y adjunta su ficha del animal.",
          "Revisan su correo con la lista de comprobación antes de enviarlo.",
          "Responden al correo que reciben, contestando a la pregunta que les hacen.",
          "Muestra tres correos sospechosos (remitente raro, prisa, enlace extraño) y que descubran las señales de alarma.",
        ],
        pc: "Lo ideal es usar las cuentas de correo del entorno educativo del centro, limitadas a enviar dentro del dominio. Sin ellas, un simulador de correo en una presentación o en papel permite trabajar la estructura y las señales de alarma.",
        options:
          "Hermanaos con una clase de otro centro del programa para intercambiar correos a lo largo del trimestre. Para ir más allá, escribid juntos un correo real a una entidad del barrio proponiendo una mejora.",
      },
      en: {
        summary:
          "With a school email account or a simulator, pupils write a formal email to another class: a clear subject, greeting, short message, sign-off and an attachment. They also learn to recognise suspicious emails.",
        objectives: [
          "Write an email with a suitable subject, greeting, body and sign-off.",
          "Attach a file and reply to an email received.",
          "Recognise the signs of a suspicious email.",
        ],
        steps: [
          "Compare on the board a well-written email with one that has no subject, is all in capitals and is full of emojis, and ask what impression each one gives.",
          "Each pupil writes to a pupil in the partner class to introduce themselves and attaches their animal fact sheet.",
          "They check their email against the checklist before sending it.",
          "They reply to the email they receive, answering the question they were asked.",
          "Show three suspicious emails (odd sender, urgency, strange link) and let them find the warning signs.",
        ],
        pc: "Ideally, use the email accounts of the school's educational environment, restricted to sending within the domain. Without them, an email simulator in a presentation or on paper works for the structure and the warning signs.",
        options:
          "Pair up with a class from another school in the programme to exchange emails over the term. To go further, write a real email together to a local organisation suggesting an improvement.",
      },
    },
  ],
};
