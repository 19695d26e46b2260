import type { ItinerarySeed } from "../types.ts";

/** PC, +12, online: from blocks to text, a first web page, data, Python, a sound model and backups. */
export const programacionYDatos: ItinerarySeed = {
  slug: "pc-12-programacion-y-datos",
  program: "PC",
  age: "twelvePlus",
  devices: ["pc"],
  online: true,
  name: { es: "Programación y datos en el navegador", en: "Programming and data in the browser" },
  description: {
    es: "Itinerario en línea para alumnado de 12 años en adelante: todo se hace en el navegador, sin instalar nada. Da el salto de los bloques al código escrito con Python y HTML, trabaja con datos de una encuesta, entrena un modelo de aprendizaje automático y cuida las copias de seguridad.",
    en: "An online itinerary for pupils aged 12 and over: everything happens in the browser, with nothing to install. It makes the leap from blocks to written code with Python and HTML, works with survey data, trains a machine learning model and looks after backups.",
  },
  activities: [
    {
      slug: "de-bloques-a-texto",
      minutes: 60,
      withPc: true,
      withPcOptions: true,
      name: { es: "De los bloques al texto", en: "From blocks to text" },
      es: {
        summary:
          "El alumnado programa el mismo dibujo geométrico dos veces: primero con bloques y después en Python con la tortuga, comparando línea a línea. Descubre que las ideas (secuencia, bucle, variable) son las mismas; solo cambia la forma de escribirlas.",
        objectives: [
          "Relacionar los bloques de movimiento y repetición con su equivalente en Python.",
          "Escribir un bucle «for» con la indentación correcta.",
          "Interpretar y corregir mensajes de error sencillos.",
        ],
        steps: [
          "Proyecta un programa de bloques que dibuja un cuadrado y su versión en Python, una al lado de la otra, y pide que emparejen cada bloque con su línea.",
          "Cada alumno abre el editor de Python en el navegador y escribe el cuadrado con cuatro pares de instrucciones.",
          "Reescriben el programa con un bucle «for» de cuatro repeticiones y comprueban que el dibujo es el mismo.",
          "Introduce un error a propósito (olvidar los dos puntos o la sangría) y leed juntos el mensaje de error.",
          "Reto: dibujar un triángulo, un hexágono y una estrella cambiando solo dos números.",
          "Los más rápidos crean una variable «lados» para dibujar cualquier polígono.",
        ],
        pc: "Usad un editor de Python en línea con el módulo turtle que no necesite cuenta, o el entorno en línea que el centro tenga autorizado. Si el navegador es antiguo, comprueba antes que el editor carga en los ordenadores del aula.",
        pcOptions:
          "Si la conexión falla, un editor de Python instalado localmente (Thonny es sencillo y trae turtle) permite hacer la misma sesión sin red. Para alumnado que no haya usado bloques, empezad con Scratch diez minutos.",
      },
      en: {
        summary:
          "Pupils program the same geometric drawing twice: first with blocks and then in Python with the turtle, comparing them line by line. They discover that the ideas (sequence, loop, variable) are the same; only the way of writing them changes.",
        objectives: [
          "Relate motion and repeat blocks to their Python equivalents.",
          "Write a “for” loop with correct indentation.",
          "Read and fix simple error messages.",
        ],
        steps: [
          "Project a block program that draws a square and its Python version side by side, and ask them to match each block with its line.",
          "Each pupil opens the Python editor in the browser and writes the square with four pairs of instructions.",
          "They rewrite the program with a four-times “for” loop and check that the drawing is the same.",
          "Introduce a mistake on purpose (forgetting the colon or the indentation) and read the error message together.",
          "Challenge: draw a triangle, a hexagon and a star by changing only two numbers.",
          "The fastest create a “sides” variable to draw any polygon.",
        ],
        pc: "Use an online Python editor with the turtle module that needs no account, or the online environment your school has approved. If the browser is old, check beforehand that the editor loads on the classroom computers.",
        pcOptions:
          "If the connection fails, a locally installed Python editor (Thonny is simple and includes turtle) lets you run the same session offline. For pupils who have never used blocks, start with ten minutes of Scratch.",
      },
    },
    {
      slug: "mi-primera-pagina-web",
      minutes: 90,
      withPc: true,
      withPcOptions: true,
      withOptions: true,
      name: { es: "Mi primera página web", en: "My first web page" },
      es: {
        summary:
          "Con HTML y un poco de CSS, cada alumno crea una página sobre una afición: título, párrafos, una lista, una imagen y un enlace, con colores y tipografía propios. Descubren que todas las webs están hechas de texto que el navegador interpreta.",
        objectives: [
          "Usar las etiquetas HTML básicas: encabezados, párrafos, listas, imágenes y enlaces.",
          "Cambiar colores, tamaños y tipografías con CSS.",
          "Añadir texto alternativo a las imágenes para que la página sea accesible.",
        ],
        steps: [
          "Abre una web conocida, muestra su código fuente y explica que el navegador lo convierte en lo que vemos.",
          "Cada alumno abre el editor web en línea y escribe un encabezado y un párrafo; comprueba el resultado al instante.",
          "Añaden una lista de tres cosas que les gustan de su afición y un enlace a una web de referencia.",
          "Insertan una imagen con licencia libre y escriben su texto alternativo, explicando para quién es importante.",
          "En la parte de CSS, cambian el color de fondo, la tipografía y el tamaño del título.",
          "Intercambian páginas con un compañero, que comprueba que los enlaces funcionan y la imagen tiene texto alternativo.",
        ],
        pc: "Un editor web en línea que muestre el código y el resultado a la vez, sin necesidad de cuenta, es lo más cómodo. Guardad el código en un archivo de texto en la carpeta del alumno al final de la sesión por si el editor no conserva los cambios.",
        pcOptions:
          "Sin conexión, basta con el bloc de notas y el navegador: se guarda el archivo como «index.html» y se abre con doble clic. Quien vaya más rápido puede crear una segunda página y enlazarlas entre sí.",
        options:
          "Reunid todas las páginas en una «web de aficiones de la clase» con una portada común que enlace a cada una. Es buen momento para hablar de qué datos personales no se publican en una web.",
      },
      en: {
        summary:
          "Using HTML and a little CSS, each pupil creates a page about a hobby: a heading, paragraphs, a list, an image and a link, with their own colours and fonts. They discover that every website is made of text that the browser interprets.",
        objectives: [
          "Use the basic HTML tags: headings, paragraphs, lists, images and links.",
          "Change colours, sizes and fonts with CSS.",
          "Add alternative text to images so that the page is accessible.",
        ],
        steps: [
          "Open a well-known website, show its source code and explain that the browser turns it into what we see.",
          "Each pupil opens the online web editor and writes a heading and a paragraph, seeing the result instantly.",
          "They add a list of three things they like about their hobby and a link to a reference website.",
          "They insert a freely licensed image and write its alternative text, explaining who it matters to.",
          "In the CSS part, they change the background colour, the font and the size of the heading.",
          "They swap pages with a partner, who checks that the links work and the image has alternative text.",
        ],
        pc: "An online web editor that shows the code and the result side by side, with no account needed, is the most convenient. Save the code in a text file in the pupil's folder at the end of the session in case the editor does not keep changes.",
        pcOptions:
          "Offline, a plain text editor and the browser are enough: save the file as “index.html” and open it with a double click. Those who work faster can create a second page and link the two together.",
        options:
          "Gather all the pages into a “class hobbies website” with a shared home page linking to each one. It is a good moment to talk about which personal details should never be published on a website.",
      },
    },
    {
      slug: "encuesta-y-graficos",
      minutes: 60,
      withMaterials: true,
      withPc: true,
      name: { es: "Encuesta y gráficos", en: "Survey and charts" },
      es: {
        summary:
          "La clase diseña una encuesta en línea anónima sobre hábitos digitales, la responde y analiza los resultados en una hoja de cálculo con tablas dinámicas y gráficos. Aprenden a hacer buenas preguntas y a sacar conclusiones con prudencia.",
        objectives: [
          "Redactar preguntas claras y no tendenciosas con respuestas cerradas.",
          "Resumir datos con tablas dinámicas o con la función CONTAR.SI.",
          "Extraer conclusiones y reconocer los límites de una muestra pequeña.",
        ],
        steps: [
          "Muestra dos preguntas mal planteadas («¿Verdad que usas demasiado el móvil?») y reescribidlas juntos.",
          "Por equipos, proponen dos preguntas sobre hábitos digitales; la clase elige las ocho mejores.",
          "Crea el formulario anónimo en línea con esas preguntas y que todo el grupo lo responda.",
          "Exportan las respuestas a la hoja de cálculo y cuentan las respuestas con CONTAR.SI o una tabla dinámica.",
          "Cada equipo elige una pregunta, hace el gráfico adecuado y escribe dos conclusiones.",
          "Debatid: ¿podemos decir lo mismo de todo el alumnado de España con 25 respuestas?",
        ],
        materials: ["Ficha para redactar y revisar preguntas", "Guion de conclusiones para cada equipo"],
        pc: "Usad el formulario en línea del entorno educativo del centro configurado sin recoger correos ni nombres. La hoja de respuestas se abre directamente en la hoja de cálculo asociada; si no, se descarga en CSV.",
      },
      en: {
        summary:
          "The class designs an anonymous online survey about digital habits, answers it and analyses the results in a spreadsheet with pivot tables and charts. They learn to ask good questions and to draw conclusions carefully.",
        objectives: [
          "Write clear, unbiased questions with closed answers.",
          "Summarise data with pivot tables or the COUNTIF function.",
          "Draw conclusions and recognise the limits of a small sample.",
        ],
        steps: [
          "Show two badly worded questions (“Don't you use your phone too much?”) and rewrite them together.",
          "In teams, they suggest two questions about digital habits; the class chooses the best eight.",
          "Create the anonymous online form with those questions and have the whole group answer it.",
          "They export the answers to the spreadsheet and count them with COUNTIF or a pivot table.",
          "Each team chooses a question, makes the right chart and writes two conclusions.",
          "Discuss: can we say the same about all pupils in Spain with 25 answers?",
        ],
        materials: ["A sheet for writing and reviewing questions", "A conclusions guide for each team"],
        pc: "Use the online form in the school's educational environment, set up not to collect emails or names. The answers open directly in the linked spreadsheet; otherwise they can be downloaded as CSV.",
      },
    },
    {
      slug: "adivina-el-numero-en-python",
      minutes: 60,
      withPc: true,
      withOptions: true,
      name: { es: "Adivina el número en Python", en: "Guess the number in Python" },
      es: {
        summary:
          "El alumnado programa en Python el clásico juego en el que el ordenador piensa un número y el jugador lo adivina con pistas de «mayor» o «menor». Usa variables, entrada de datos, condicionales y un bucle, y descubre la estrategia de dividir por la mitad.",
        objectives: [
          "Leer datos del teclado y convertirlos a número.",
          "Usar condicionales «if», «elif» y «else» y un bucle «while».",
          "Descubrir la búsqueda binaria como estrategia óptima.",
        ],
        steps: [
          "Jugad en voz alta: piensas un número del 1 al 100 y la clase lo adivina con tus pistas. Anota cuántos intentos hicieron falta.",
          "Escribid juntos el pseudocódigo del juego en la pizarra.",
          "Cada alumno programa la versión básica: el número aleatorio, una pregunta y una respuesta.",
          "Añaden el bucle «while» para que el juego siga hasta acertar y un contador de intentos.",
          "Prueban la estrategia de decir siempre el número de en medio y comprueban que nunca hacen falta más de siete intentos.",
        ],
        pc: "Sirve el mismo editor de Python en línea de la sesión de la tortuga; la función «input» abre un cuadro o una línea en la consola según el editor. Recuerda que «input» devuelve texto y hay que convertirlo con «int».",
        options:
          "Ampliaciones: un límite de intentos, niveles de dificultad o que el ordenador adivine el número que piensa el jugador usando la búsqueda binaria. En matemáticas, relacionadlo con las potencias de 2.",
      },
      en: {
        summary:
          "Pupils program in Python the classic game in which the computer thinks of a number and the player guesses it with “higher” or “lower” clues. They use variables, input, conditionals and a loop, and discover the halving strategy.",
        objectives: [
          "Read input from the keyboard and convert it to a number.",
          "Use “if”, “elif” and “else” conditionals and a “while” loop.",
          "Discover binary search as the best strategy.",
        ],
        steps: [
          "Play aloud: you think of a number from 1 to 100 and the class guesses it with your clues. Note how many guesses it took.",
          "Write the game's pseudocode together on the board.",
          "Each pupil programs the basic version: the random number, a question and an answer.",
          "They add the “while” loop so that the game goes on until the right guess, and a guess counter.",
          "They try the strategy of always saying the number in the middle and check that it never takes more than seven guesses.",
        ],
        pc: "The same online Python editor as the turtle session works; the “input” function opens a box or a console line depending on the editor. Remember that “input” returns text, which must be converted with “int”.",
        options:
          "Extensions: a limit on guesses, difficulty levels or having the computer guess the player's number using binary search. In maths, link it to powers of 2.",
      },
    },
    {
      slug: "entrena-un-modelo-de-sonidos",
      minutes: 60,
      withPc: true,
      withPcOptions: true,
      name: { es: "Entrena un modelo de sonidos", en: "Train a sound model" },
      es: {
        summary:
          "Con una herramienta de aprendizaje automático en el navegador, el alumnado entrena un modelo que distingue palmadas, chasquidos y silbidos grabados por ellos, y comprueba cuándo falla. Entienden que la IA aprende de ejemplos y que los datos determinan lo que sabe hacer.",
        objectives: [
          "Explicar las fases de entrenar un modelo: recoger ejemplos, entrenar y probar.",
          "Relacionar la calidad y variedad de los datos con los aciertos del modelo.",
          "Reconocer sesgos cuando el modelo solo ha oído a algunas personas.",
        ],
        steps: [
          "Pregunta cómo sabe un asistente de voz lo que decimos y explica que ha aprendido de millones de ejemplos.",
          "Por parejas, crean en la herramienta tres clases (palmada, chasquido, silbido) y el ruido de fondo.",
          "Graban al menos veinte ejemplos de cada clase, solo con sus propias voces y manos, y entrenan el modelo.",
          "Prueban el modelo y después se lo pasan a otra pareja: ¿reconoce igual de bien sus sonidos?",
          "Mejoran el modelo añadiendo ejemplos de otras personas y en otros lugares del aula, y comparan los aciertos.",
          "Debatid qué pasa cuando un sistema real solo se entrena con las voces de un tipo de personas.",
        ],
        pc: "Teachable Machine funciona en el navegador y no sube las grabaciones a ningún servidor mientras no se publique el modelo; no hace falta cuenta. Los ordenadores necesitan micrófono, y el navegador pedirá permiso para usarlo.",
        pcOptions:
          "Si no hay micrófonos, haced el mismo proceso con imágenes usando la cámara web o con fotos de objetos del aula ya guardadas. Quien acabe antes puede exportar el modelo a Scratch con la extensión correspondiente y hacer que un personaje reaccione a los sonidos.",
      },
      en: {
        summary:
          "Using a machine learning tool in the browser, pupils train a model that tells apart claps, finger clicks and whistles they record themselves, and check when it fails. They understand that AI learns from examples and that the data determines what it can do.",
        objectives: [
          "Explain the stages of training a model: collecting examples, training and testing.",
          "Relate the quality and variety of the data to the model's accuracy.",
          "Recognise bias when the model has only heard some people.",
        ],
        steps: [
          "Ask how a voice assistant knows what we are saying and explain that it has learnt from millions of examples.",
          "In pairs, they create three classes in the tool (clap, click, whistle) plus background noise.",
          "They record at least twenty examples of each class, using only their own voices and hands, and train the model.",
          "They test the model and then hand it to another pair: does it recognise their sounds as well?",
          "They improve the model by adding examples from other people and from other places in the classroom, and compare the accuracy.",
          "Discuss what happens when a real system is trained only on the voices of one kind of person.",
        ],
        pc: "Teachable Machine runs in the browser and does not upload the recordings to any server unless the model is published; no account is needed. The computers need a microphone, and the browser will ask for permission to use it.",
        pcOptions:
          "If there are no microphones, follow the same process with images using the webcam or with photos of classroom objects already saved. Those who finish early can export the model to Scratch with the matching extension and make a character react to the sounds.",
      },
    },
    {
      slug: "copias-de-seguridad-y-nube",
      minutes: 45,
      withPc: true,
      withOptions: true,
      name: { es: "Copias de seguridad y nube", en: "Backups and the cloud" },
      es: {
        summary:
          "A partir de un caso real de pérdida de datos, el alumnado aprende la regla 3-2-1 de las copias de seguridad, organiza una copia de su carpeta de trabajos y configura qué se comparte en la nube y con quién. Cuidar los datos también es seguridad digital.",
        objectives: [
          "Explicar la regla 3-2-1: tres copias, en dos soportes, una fuera del lugar.",
          "Hacer una copia de seguridad de una carpeta y comprobar que se puede restaurar.",
          "Configurar permisos de compartición en la nube (ver, comentar, editar).",
        ],
        steps: [
          "Cuenta el caso de un grupo que perdió su proyecto final el día antes de presentarlo y pregunta qué podría haber hecho.",
          "Explica la regla 3-2-1 con un dibujo: el original, una copia en otro soporte y otra fuera del centro.",
          "Cada alumno copia su carpeta de trabajos del curso a la nube del centro y a una memoria USB de la clase.",
          "Borran un archivo del original y lo restauran desde la copia para comprobar que funciona.",
          "En la nube, comparten un documento con un compañero solo para ver y otro para editar, y comprueban la diferencia.",
        ],
        pc: "Usad el almacenamiento en la nube del entorno educativo del centro, con las cuentas del alumnado. Muestra también el historial de versiones, que permite recuperar un documento tal como estaba ayer.",
        options:
          "Preparad un calendario de copias de la clase con un encargado cada viernes. Para conectarlo con la privacidad, revisad quién tiene acceso a cada carpeta compartida y retirad los permisos que ya no hacen falta.",
      },
      en: {
        summary:
          "Starting from a real case of data loss, pupils learn the 3-2-1 backup rule, back up their work folder and set what is shared in the cloud and with whom. Looking after data is part of digital safety too.",
        objectives: [
          "Explain the 3-2-1 rule: three copies, on two kinds of media, one off site.",
          "Back up a folder and check that it can be restored.",
          "Set sharing permissions in the cloud (view, comment, edit).",
        ],
        steps: [
          "Tell the story of a group who lost their final project the day before presenting it and ask what they could have done.",
          "Explain the 3-2-1 rule with a drawing: the original, a copy on another medium and another outside the school.",
          "Each pupil copies their folder of the year's work to the school cloud and to a class USB stick.",
          "They delete a file from the original and restore it from the copy to check that it works.",
          "In the cloud, they share one document with a classmate as view only and another as editor, and check the difference.",
        ],
        pc: "Use the cloud storage of the school's educational environment, with the pupils' accounts. Also show the version history, which recovers a document as it was yesterday.",
        options:
          "Set up a class backup calendar with a helper every Friday. To link it with privacy, review who has access to each shared folder and remove permissions that are no longer needed.",
      },
    },
    {
      slug: "web-del-aula",
      minutes: 90,
      withMaterials: true,
      withPc: true,
      withOptions: true,
      name: { es: "Proyecto final: la web del aula", en: "Final project: the class website" },
      es: {
        summary:
          "Como cierre del itinerario, la clase publica una web con lo creado durante el curso: las páginas de aficiones, los gráficos de la encuesta y los juegos en Python. Se reparten los papeles de un equipo web real y revisan juntos la accesibilidad y la privacidad antes de publicar.",
        objectives: [
          "Planificar la estructura de un sitio web con un mapa de páginas.",
          "Trabajar en equipo con papeles definidos y un calendario.",
          "Revisar accesibilidad y privacidad antes de publicar.",
        ],
        steps: [
          "Dibujad en la pizarra el mapa del sitio: portada, aficiones, datos de la clase, juegos y créditos.",
          "Repartid los papeles: diseño, contenidos, código y revisión, con una persona coordinadora por equipo.",
          "Cada equipo prepara su sección a partir de los trabajos de sesiones anteriores.",
          "El equipo de código une las secciones con un menú común y comprueba todos los enlaces.",
          "El equipo de revisión pasa la lista de comprobación: textos alternativos, contraste, sin nombres completos ni fotos de caras.",
          "Publicad la web en el espacio del centro y presentadla a las familias.",
        ],
        materials: [
          "Plantilla del mapa del sitio",
          "Lista de comprobación de accesibilidad y privacidad",
          "Tablero de tareas en papel o en una herramienta en línea",
        ],
        pc: "Un servicio de páginas web del entorno educativo del centro o el espacio web del colegio permite publicar los archivos HTML. Si no se puede publicar, la web puede funcionar desde una carpeta compartida abriendo la portada en el navegador.",
        options:
          "Para dar continuidad, la clase del curso siguiente puede heredar la web y añadir su propia sección. También podéis traducir la portada al inglés para compartirla con un centro hermanado de otro país.",
      },
      en: {
        summary:
          "To close the itinerary, the class publishes a website with what it has made during the year: the hobby pages, the survey charts and the Python games. They take on the roles of a real web team and check accessibility and privacy together before publishing.",
        objectives: [
          "Plan the structure of a website with a site map.",
          "Work as a team with defined roles and a schedule.",
          "Check accessibility and privacy before publishing.",
        ],
        steps: [
          "Draw the site map on the board: home page, hobbies, class data, games and credits.",
          "Share out the roles: design, content, code and review, with a coordinator in each team.",
          "Each team prepares its section from the work of earlier sessions.",
          "The code team joins the sections with a shared menu and checks every link.",
          "The review team goes through the checklist: alternative text, contrast, no full names or photos of faces.",
          "Publish the website in the school's space and present it to families.",
        ],
        materials: ["A site map template", "An accessibility and privacy checklist", "A task board on paper or in an online tool"],
        pc: "A web pages service in the school's educational environment or the school's web space lets you publish the HTML files. If publishing is not possible, the website can run from a shared folder by opening the home page in the browser.",
        options:
          "For continuity, next year's class can inherit the website and add its own section. You can also translate the home page into English to share it with a partner school in another country.",
      },
    },
  ],
};
