import type { ItinerarySeed } from "../types.ts";

/** PRIMARIA, +12: 3D design, podcast, data, augmented reality and a critical look at algorithms. */
export const creaDisenaComunica: ItinerarySeed = {
  slug: "primaria-12-crea-disena-comunica",
  program: "PRIMARIA",
  age: "twelvePlus",
  devices: ["pc", "tablet"],
  name: { es: "Crea, diseña y comunica", en: "Create, design and communicate" },
  description: {
    es: "Para grupos de 12 años en adelante que ya conocen la programación por bloques: diseño 3D de objetos útiles, un pódcast de clase, infografías con datos reales del centro, realidad aumentada y una mirada crítica a los algoritmos que nos recomiendan qué ver.",
    en: "For groups aged 12 and over who already know block programming: 3D design of useful objects, a class podcast, infographics with the school's real data, augmented reality and a critical look at the algorithms that recommend what we watch.",
  },
  activities: [
    {
      slug: "pieza-util-en-3d",
      minutes: 90,
      withPc: true,
      withPcOptions: true,
      withOptions: true,
      name: { es: "Una pieza útil para el aula en 3D", en: "A useful 3D part for the classroom" },
      es: {
        summary:
          "El alumnado detecta un pequeño problema del aula (cables enredados, rotuladores que ruedan, tabletas sin soporte) y diseña en 3D una pieza que lo resuelva, tomando medidas reales. Si el centro tiene impresora 3D, la imprimen.",
        objectives: [
          "Combinar y restar formas básicas para modelar un objeto en 3D.",
          "Tomar medidas reales y trasladarlas al diseño.",
          "Seguir un proceso de diseño: problema, boceto, modelo, prueba.",
        ],
        steps: [
          "Haced una ronda por el aula buscando pequeños problemas que un objeto podría resolver y elegid los más viables.",
          "Cada pareja dibuja un boceto a mano con las vistas de frente, de lado y desde arriba, con medidas en milímetros.",
          "Muestra el editor 3D: mover, girar, cambiar tamaño, agrupar formas y usar formas huecas para hacer agujeros.",
          "Las parejas modelan su pieza y comprueban las medidas con la regla del editor.",
          "Revisad los diseños en la pizarra digital: ¿se puede imprimir sin soportes?, ¿es demasiado fino?",
          "Exportan el archivo y, si hay impresora, imprimen las piezas y las prueban en el aula.",
        ],
        pc: "Tinkercad funciona en el navegador y permite crear una clase con códigos de acceso para el alumnado, sin correo electrónico. La exportación en STL es la que leen las impresoras 3D habituales.",
        pcOptions:
          "Si la red del centro bloquea el editor en línea, usad un programa de modelado instalado localmente, como BlocksCAD o FreeCAD en su modo más sencillo. Para quien quiera programar su pieza, BlocksCAD construye el modelo con bloques.",
        options:
          "Sin impresora 3D, construid un prototipo con cartón pluma o plastilina siguiendo las medidas del diseño. Otra opción es colaborar con un instituto o una biblioteca cercana con impresora.",
      },
      en: {
        summary:
          "Pupils spot a small problem in the classroom (tangled cables, pens that roll away, tablets with no stand) and design a 3D part to solve it, using real measurements. If the school has a 3D printer, they print it.",
        objectives: [
          "Combine and subtract basic shapes to model an object in 3D.",
          "Take real measurements and carry them over to the design.",
          "Follow a design process: problem, sketch, model, test.",
        ],
        steps: [
          "Walk around the classroom looking for small problems an object could solve and choose the most feasible ones.",
          "Each pair sketches by hand the front, side and top views, with measurements in millimetres.",
          "Show the 3D editor: moving, rotating, resizing, grouping shapes and using hole shapes to make holes.",
          "Pairs model their part and check the measurements with the editor's ruler.",
          "Review the designs on the interactive whiteboard: can it be printed without supports? Is it too thin?",
          "They export the file and, if there is a printer, print the parts and try them out in the classroom.",
        ],
        pc: "Tinkercad runs in the browser and lets you create a class with joining codes for pupils, without email addresses. STL export is the format common 3D printers read.",
        pcOptions:
          "If the school network blocks the online editor, use a locally installed modelling program such as BlocksCAD or FreeCAD in its simplest mode. For those who want to program their part, BlocksCAD builds the model with blocks.",
        options:
          "Without a 3D printer, build a prototype from foam board or modelling clay following the design's measurements. Another option is to work with a nearby secondary school or library that has a printer.",
      },
    },
    {
      slug: "podcast-de-clase",
      minutes: 90,
      withMaterials: true,
      withPc: true,
      withTablet: true,
      name: { es: "Pódcast de clase", en: "Class podcast" },
      es: {
        summary:
          "Por equipos, el alumnado produce un episodio de pódcast de cinco minutos sobre un tema del curso: guion, grabación, edición y portada. Trabajan la comunicación oral, el trabajo en equipo y la edición de audio.",
        objectives: [
          "Escribir un guion para un programa de audio con secciones y tiempos.",
          "Grabar con buena calidad de sonido y editar cortes, música y transiciones.",
          "Usar música y efectos con licencia libre citando su autoría.",
        ],
        steps: [
          "Escuchad el principio de dos pódcast para jóvenes y analizad su estructura: sintonía, presentación, secciones, despedida.",
          "Cada equipo elige tema y escribe el guion con la escaleta: quién habla, qué dice y cuánto dura cada parte.",
          "Ensayan en voz alta cronometrando y ajustan el guion a cinco minutos.",
          "Graban en un espacio silencioso, con el micrófono a un palmo de la boca.",
          "Editan: quitan errores y silencios largos, añaden sintonía con licencia libre y nivelan el volumen.",
          "Diseñan la portada del episodio y lo publican en la plataforma del centro.",
        ],
        materials: [
          "Plantilla de guion con escaleta",
          "Un micrófono USB o auriculares con micrófono por equipo",
          "Mantas o cajas con espuma para reducir el eco",
        ],
        pc: "Audacity (gratuito) permite grabar por pistas, cortar, añadir música y exportar en MP3. Enseña la herramienta de amplificar y la de reducción de ruido, y pide que guarden el proyecto además del MP3.",
        tablet:
          "En la tableta, una aplicación de grabación multipista o el editor de audio integrado bastan para grabar, cortar y mezclar. Conviene grabar en modo avión para evitar notificaciones en mitad de la toma.",
      },
      en: {
        summary:
          "In teams, pupils produce a five-minute podcast episode on a topic from the school year: script, recording, editing and cover art. They work on speaking, teamwork and audio editing.",
        objectives: [
          "Write a script for an audio programme with sections and timings.",
          "Record with good sound quality and edit cuts, music and transitions.",
          "Use freely licensed music and effects, crediting their authors.",
        ],
        steps: [
          "Listen to the beginning of two podcasts for young people and analyse their structure: jingle, introduction, sections, sign-off.",
          "Each team chooses a topic and writes the script with a running order: who speaks, what they say and how long each part lasts.",
          "They rehearse aloud with a stopwatch and adjust the script to five minutes.",
          "They record in a quiet space, with the microphone a hand's width from their mouth.",
          "They edit: remove mistakes and long silences, add a freely licensed jingle and level the volume.",
          "They design the episode's cover art and publish it on the school's platform.",
        ],
        materials: [
          "A script template with a running order",
          "A USB microphone or a headset with a microphone per team",
          "Blankets or boxes with foam to reduce echo",
        ],
        pc: "Audacity (free) records on separate tracks, cuts, adds music and exports to MP3. Show the amplify and noise reduction tools, and ask them to save the project as well as the MP3.",
        tablet:
          "On the tablet, a multitrack recording app or the built-in audio editor is enough to record, cut and mix. It is best to record in aeroplane mode to avoid notifications in the middle of a take.",
      },
    },
    {
      slug: "infografia-con-datos-del-cole",
      minutes: 60,
      withPc: true,
      withPcOptions: true,
      name: { es: "Infografía con datos del cole", en: "An infographic with school data" },
      es: {
        summary:
          "La clase recoge datos reales del centro (cómo se llega al cole, cuánto se recicla, qué se lee en la biblioteca), los organiza en una hoja de cálculo y los comunica en una infografía. Aprenden a elegir el gráfico adecuado y a no engañar con los datos.",
        objectives: [
          "Recoger y organizar datos en una hoja de cálculo.",
          "Elegir el tipo de gráfico adecuado para cada pregunta.",
          "Detectar gráficos engañosos (ejes cortados, proporciones falsas).",
        ],
        steps: [
          "Cada equipo elige una pregunta sobre el colegio y prepara una encuesta o un recuento para responderla.",
          "Recogen los datos durante la semana anterior a la sesión.",
          "En la hoja de cálculo, introducen los datos en una tabla y calculan totales y porcentajes con fórmulas.",
          "Crean dos gráficos distintos con los mismos datos y deciden cuál se entiende mejor.",
          "Muestra dos gráficos engañosos de la prensa y que descubran el truco.",
          "Diseñan la infografía con un titular, el gráfico elegido, tres datos destacados y la fuente.",
        ],
        pc: "Una hoja de cálculo de escritorio o en línea sirve para los datos y los gráficos; para la infografía, el propio programa de presentaciones con una diapositiva vertical o una herramienta de diseño en línea. Las fórmulas básicas son SUMA y la división para los porcentajes.",
        pcOptions:
          "Si el alumnado ya domina los gráficos, pueden usar una herramienta de visualización de datos en línea que genere gráficos interactivos. Para grupos que empiezan, facilita una hoja con la tabla ya preparada.",
      },
      en: {
        summary:
          "The class collects real data about the school (how people get there, how much is recycled, what is read in the library), organises it in a spreadsheet and presents it in an infographic. They learn to choose the right chart and not to mislead with data.",
        objectives: [
          "Collect and organise data in a spreadsheet.",
          "Choose the right type of chart for each question.",
          "Spot misleading charts (cut axes, false proportions).",
        ],
        steps: [
          "Each team chooses a question about the school and prepares a survey or a count to answer it.",
          "They collect the data during the week before the session.",
          "In the spreadsheet, they enter the data in a table and calculate totals and percentages with formulas.",
          "They create two different charts from the same data and decide which is easier to understand.",
          "Show two misleading charts from the press and let them find the trick.",
          "They design the infographic with a headline, the chosen chart, three key facts and the source.",
        ],
        pc: "A desktop or online spreadsheet works for the data and charts; for the infographic, the presentation program with a portrait slide or an online design tool. The basic formulas are SUM and division for percentages.",
        pcOptions:
          "If pupils already handle charts well, they can use an online data visualisation tool that makes interactive charts. For groups who are starting out, provide a sheet with the table already set up.",
      },
    },
    {
      slug: "patio-aumentado",
      minutes: 60,
      withTablet: true,
      withOptions: true,
      name: { es: "El patio aumentado", en: "The augmented playground" },
      es: {
        summary:
          "Los equipos crean una ruta de realidad aumentada por el patio: en cada parada, al apuntar con la tableta a un marcador, aparece un modelo 3D o un vídeo que explica algo del entorno. Diseñan para que otros aprendan.",
        objectives: [
          "Entender cómo la realidad aumentada superpone contenido digital al mundo real.",
          "Asociar marcadores a contenidos con una aplicación de creación de RA.",
          "Diseñar una experiencia pensando en quien la va a usar.",
        ],
        steps: [
          "Muestra un ejemplo de realidad aumentada y pregunta qué diferencia hay con la realidad virtual.",
          "Cada equipo elige una parada del patio (un árbol, la fuente, el huerto) y decide qué quiere explicar.",
          "Preparan el contenido: un modelo 3D de la biblioteca de la aplicación o un vídeo corto grabado por ellos.",
          "Crean el marcador, lo asocian al contenido en la aplicación y lo prueban en el aula.",
          "Plastifican y colocan los marcadores en el patio y recorren la ruta completa.",
          "Invitad a otra clase a hacer la ruta y recoged sus comentarios.",
        ],
        tablet:
          "Usad una aplicación de creación de realidad aumentada educativa que permita asociar imágenes marcador a modelos o vídeos y compartir la experiencia con un código. Comprobad antes que las tabletas tienen el giroscopio necesario y probad la ruta con la luz del patio.",
        options:
          "Sin aplicación de RA, haced la misma ruta con códigos QR que enlacen a los vídeos. También se puede trasladar al museo de clase o a una excursión.",
      },
      en: {
        summary:
          "Teams create an augmented reality trail around the playground: at each stop, pointing the tablet at a marker brings up a 3D model or a video explaining something about the surroundings. They design for other people to learn.",
        objectives: [
          "Understand how augmented reality overlays digital content on the real world.",
          "Link markers to content with an AR creation app.",
          "Design an experience with its users in mind.",
        ],
        steps: [
          "Show an example of augmented reality and ask how it differs from virtual reality.",
          "Each team chooses a stop in the playground (a tree, the fountain, the vegetable garden) and decides what it wants to explain.",
          "They prepare the content: a 3D model from the app's library or a short video they record themselves.",
          "They create the marker, link it to the content in the app and test it in the classroom.",
          "They laminate the markers, put them up in the playground and walk the whole trail.",
          "Invite another class to follow the trail and collect their comments.",
        ],
        tablet:
          "Use an educational AR creation app that links marker images to models or videos and shares the experience with a code. Check beforehand that the tablets have the gyroscope it needs and test the trail in the playground's light.",
        options:
          "Without an AR app, make the same trail with QR codes linking to the videos. It can also be moved to a class museum or a school trip.",
      },
    },
    {
      slug: "algoritmos-que-eligen-por-ti",
      minutes: 45,
      withMaterials: true,
      withOptions: true,
      name: { es: "Algoritmos que eligen por ti", en: "Algorithms that choose for you" },
      es: {
        summary:
          "Con un juego de cartas, el alumnado hace de algoritmo de recomendaciones y descubre cómo las plataformas deciden qué vídeo ver después. Reflexionan sobre las burbujas de contenido y sobre cómo recuperar el control de lo que ven.",
        objectives: [
          "Explicar de forma sencilla cómo funciona un sistema de recomendación.",
          "Reconocer el efecto burbuja y la búsqueda de atención de las plataformas.",
          "Proponer estrategias para diversificar lo que consumen.",
        ],
        steps: [
          "Pregunta cómo creen que una plataforma de vídeos decide qué les enseña después.",
          "Reparte a cada grupo una baraja de cartas de vídeos con etiquetas (deporte, humor, ciencia, bromas pesadas) y un «usuario» con un historial de vistos.",
          "Un alumno hace de algoritmo: recomienda cartas que se parezcan a las vistas; otro hace de usuario y elige.",
          "Tras cinco rondas, extienden las cartas vistas: ¿qué tipos han desaparecido? ¿Qué se ha repetido?",
          "Debatid quién gana cuando pasamos más tiempo mirando y qué se pierde dentro de la burbuja.",
          "Cada alumno escribe dos acciones para salir de su burbuja: buscar activamente, seguir canales distintos, usar el botón «no me interesa».",
        ],
        materials: [
          "Barajas de cartas de vídeos con etiquetas de temas",
          "Fichas de usuario con un historial de vídeos vistos",
          "Hoja de reflexión individual",
        ],
        options:
          "Para conectar con las matemáticas, llevad el recuento de etiquetas en cada ronda y representadlo en un gráfico. En grupos con experiencia en Scratch, pueden programar un recomendador sencillo que elija la etiqueta más repetida.",
      },
      en: {
        summary:
          "With a card game, pupils play the part of a recommendation algorithm and discover how platforms decide which video to show next. They reflect on content bubbles and on how to take back control of what they watch.",
        objectives: [
          "Explain simply how a recommendation system works.",
          "Recognise the bubble effect and platforms' competition for attention.",
          "Suggest strategies to broaden what they watch.",
        ],
        steps: [
          "Ask how they think a video platform decides what to show them next.",
          "Give each group a deck of video cards with tags (sport, humour, science, nasty pranks) and a “user” with a viewing history.",
          "One pupil plays the algorithm: they recommend cards similar to those watched; another plays the user and chooses.",
          "After five rounds, they spread out the cards watched: which types have disappeared? What has repeated?",
          "Discuss who wins when we spend more time watching and what is lost inside the bubble.",
          "Each pupil writes two actions for getting out of their bubble: searching actively, following different channels, using the “not interested” button.",
        ],
        materials: [
          "Decks of video cards with topic tags",
          "User sheets with a history of videos watched",
          "An individual reflection sheet",
        ],
        options:
          "To link with maths, count the tags in each round and plot them in a chart. Groups with Scratch experience can program a simple recommender that chooses the most repeated tag.",
      },
    },
    {
      slug: "reto-semana-de-bienestar-digital",
      minutes: 30,
      withMaterials: true,
      withOptions: true,
      name: { es: "Reto: una semana de bienestar digital", en: "Challenge: a week of digital wellbeing" },
      es: {
        summary:
          "El alumnado registra durante una semana su uso de pantallas y cómo se siente, se marca un reto personal y comparte los resultados con la clase. La sesión presencial lanza el reto y la del lunes siguiente lo cierra.",
        objectives: [
          "Tomar conciencia del propio uso de pantallas con datos reales.",
          "Relacionar el uso de pantallas con el sueño, el ánimo y la actividad física.",
          "Marcarse un objetivo de cambio realista y evaluarlo.",
        ],
        steps: [
          "Pregunta cuántas horas creen que pasan ante pantallas al día y anota las estimaciones.",
          "Presenta el diario semanal: franjas horarias, actividad, dispositivo y una carita para el estado de ánimo.",
          "Cada alumno elige un reto concreto (sin móvil en la cena, apagar una hora antes de dormir, una tarde sin pantallas).",
          "Durante la semana, rellenan el diario cada noche con su familia.",
          "El lunes, comparan las horas reales con las estimadas y comentan en pequeños grupos si han cumplido el reto y cómo se han sentido.",
        ],
        materials: ["Diario semanal de pantallas impreso", "Carta a las familias explicando el reto"],
        options:
          "Quien tenga móvil puede comparar el diario con el informe de tiempo de uso del propio teléfono. Podéis hacer una versión de clase del reto con una gráfica colectiva, sin identificar a nadie.",
      },
      en: {
        summary:
          "For a week, pupils log their screen use and how they feel, set themselves a personal challenge and share the results with the class. The first session launches the challenge and the following Monday's closes it.",
        objectives: [
          "Become aware of their own screen use with real data.",
          "Relate screen use to sleep, mood and physical activity.",
          "Set a realistic goal for change and assess it.",
        ],
        steps: [
          "Ask how many hours a day they think they spend in front of screens and write down the estimates.",
          "Introduce the weekly diary: time slots, activity, device and a face for their mood.",
          "Each pupil chooses a specific challenge (no phone at dinner, switching off an hour before bed, a screen-free afternoon).",
          "During the week, they fill in the diary every evening with their family.",
          "On Monday, they compare the real hours with their estimates and discuss in small groups whether they met the challenge and how they felt.",
        ],
        materials: ["A printed weekly screen diary", "A letter to families explaining the challenge"],
        options:
          "Those who have a phone can compare the diary with the phone's own screen time report. You can make a class version of the challenge with a shared chart that identifies no one.",
      },
    },
  ],
};
