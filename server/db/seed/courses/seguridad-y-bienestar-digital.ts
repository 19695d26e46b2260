import { type CourseSeed, courseImage } from "./types.ts";

const slug = "seguridad-y-bienestar-digital";

/** Passwords, personal data and pupils' pictures, screen time, cyberbullying and talking with families. */
export const seguridadYBienestarDigital: CourseSeed = {
  slug,
  title: { es: "Seguridad y bienestar digital en el aula", en: "Online safety and digital wellbeing in the classroom" },
  summary: {
    es: "Cómo enseñar a niñas y niños de 6 a 12 años a cuidar sus contraseñas y sus datos, a usar las pantallas de forma equilibrada y a pedir ayuda ante el ciberacoso, y cómo implicar a las familias en ese aprendizaje.",
    en: "How to teach children aged 6 to 12 to look after their passwords and their data, to use screens in a balanced way and to ask for help when faced with cyberbullying, and how to bring families into that learning.",
  },
  hours: 6,
  published: true,
  recommendedCourses: ["competencia-digital-docente", "pensamiento-computacional-y-robotica"],
  recommendedActivities: [
    "primaria-6-8-programar-jugando/contrasenas-de-superheroe",
    "primaria-9-12-ciudadania-digital/contrasenas-con-frases",
    "primaria-9-12-ciudadania-digital/nuestra-huella-digital",
    "primaria-6-8-programar-jugando/semaforo-de-las-pantallas",
    "primaria-9-12-ciudadania-digital/que-hacer-ante-el-ciberacoso",
  ],
  units: [
    {
      title: { es: "Contraseñas y cuentas del aula", en: "Passwords and classroom accounts" },
      minutes: 60,
      blocks: [
        {
          type: "cover",
          es: {
            title: "Seguridad y bienestar digital en el aula",
            subtitle: "Hábitos que se aprenden en Primaria y duran toda la vida",
            image: courseImage(slug, "contrasenas"),
            imageAlt: "Ilustración de un candado con una llave y un escudo",
          },
          en: {
            title: "Online safety and digital wellbeing in the classroom",
            subtitle: "Habits learnt in primary school that last a lifetime",
            image: courseImage(slug, "contrasenas"),
            imageAlt: "Illustration of a padlock with a key and a shield",
          },
        },
        {
          type: "text",
          es: {
            title: "Una cuenta es una llave",
            paragraphs: [
              "En cuanto el alumnado usa una plataforma del centro, tiene cuentas y contraseñas. Es la ocasión perfecta para aprender, con algo muy concreto, que una contraseña es como la llave de casa: no se presta, no se deja a la vista y se cambia si alguien la ha visto.",
              "En 1.º y 2.º lo habitual es que el centro gestione el acceso con códigos de imagen o QR. A partir de 3.º ya pueden recordar y escribir su propia contraseña, y es el momento de enseñarles a construir una segura.",
            ],
          },
          en: {
            title: "An account is a key",
            paragraphs: [
              "As soon as pupils use a school platform, they have accounts and passwords. It is the perfect chance to learn, through something very concrete, that a password is like your house key: you don't lend it, you don't leave it lying around, and you change it if someone has seen it.",
              "With six- and seven-year-olds, the school usually manages sign-in with picture codes or QR codes. From about eight, children can remember and type their own password, and that is the moment to teach them how to make a strong one.",
            ],
          },
        },
        {
          type: "steps",
          es: {
            title: "Una contraseña hecha con una frase",
            steps: [
              {
                title: "Inventa una frase",
                text: "Cada niño o niña piensa una frase disparatada que pueda recordar, por ejemplo: «Mi gato verde baila los martes».",
              },
              {
                title: "Júntala y dale variedad",
                text: "Se escriben las palabras seguidas, con alguna mayúscula, y se añade un número y un signo: «MiGatoVerdeBaila2Martes!».",
              },
              {
                title: "Revísala sin enseñarla",
                text: "En grupo se analizan frases de ejemplo, nunca las reales: ¿es larga?, ¿se podría adivinar con lo que otros saben de mí?",
              },
              {
                title: "Guárdala en la memoria, no en la mesa",
                text: "Se practica escribiéndola varias veces. Si hace falta anotarla, la guarda la familia en casa, no el estuche.",
              },
              {
                title: "Cierra la sesión al terminar",
                text: "Al acabar, cada cual cierra su sesión. Conviértelo en el último paso de la rutina de recogida.",
              },
            ],
          },
          en: {
            title: "A password made from a sentence",
            steps: [
              {
                title: "Make up a sentence",
                text: "Each child thinks of a silly sentence they can remember, for example: “My green cat dances on Tuesdays”.",
              },
              {
                title: "Join it up and mix it up",
                text: "The words are written together, with a few capitals, and a number and a symbol are added: “MyGreenCatDances2Tuesdays!”.",
              },
              {
                title: "Check it without showing it",
                text: "As a group, look at example sentences, never the real ones: is it long? Could someone guess it from what they know about me?",
              },
              {
                title: "Keep it in your head, not on your desk",
                text: "Children practise typing it a few times. If it has to be written down, the family keeps it at home, not in the pencil case.",
              },
              { title: "Sign out when you finish", text: "At the end, everyone signs out. Make it the last step of the tidy-up routine." },
            ],
          },
        },
        {
          type: "flashcard",
          es: {
            title: "¿Mito o realidad?",
            cards: [
              {
                front: "«Una contraseña corta con símbolos raros es la más segura»",
                back: "Mito. La longitud pesa más que los símbolos: una frase larga es más difícil de adivinar y más fácil de recordar.",
              },
              {
                front: "«A mi mejor amigo sí le puedo decir mi contraseña»",
                back: "Mito. Las amistades cambian y basta un descuido. La contraseña solo la conocéis tú y tu familia.",
              },
              {
                front: "«Si alguien ve mi contraseña, la cambio»",
                back: "Realidad. Y se avisa a una persona adulta, por si alguien ya ha entrado en la cuenta.",
              },
              {
                front: "«Usar la misma contraseña para todo me ahorra trabajo»",
                back: "Mito. Si alguien la descubre, se abren todas las puertas a la vez. Cada cuenta importante necesita la suya.",
              },
            ],
          },
          en: {
            title: "Myth or fact?",
            cards: [
              {
                front: "“A short password with odd symbols is the safest”",
                back: "Myth. Length matters more than symbols: a long sentence is harder to guess and easier to remember.",
              },
              {
                front: "“It's fine to tell my best friend my password”",
                back: "Myth. Friendships change, and one slip is enough. Only you and your family should know it.",
              },
              {
                front: "“If someone sees my password, I change it”",
                back: "Fact. And tell a grown-up, in case someone has already got into the account.",
              },
              {
                front: "“Using the same password for everything saves me effort”",
                back: "Myth. If someone finds it out, every door opens at once. Each important account needs its own.",
              },
            ],
          },
        },
        {
          type: "test",
          es: {
            question: "¿Cuál de estas contraseñas es la más segura para una alumna de 10 años?",
            options: ["lucia2014", "123456789", "ElDragonComePizzaLosJueves!7", "Contraseña1"],
          },
          en: {
            question: "Which of these passwords is the safest for a ten-year-old pupil?",
            options: ["lucia2014", "123456789", "TheDragonEatsPizzaOnThursdays!7", "Password1"],
          },
          solution: { correct: 2 },
          explanation: {
            es: "Es larga, mezcla palabras que no tienen nada que ver con ella ni con su familia e incluye mayúsculas, un número y un signo. Las demás son cortas o fáciles de adivinar: un nombre con un año de nacimiento, una serie de números o la propia palabra «contraseña».",
            en: "It is long, combines words that have nothing to do with her or her family, and includes capitals, a number and a symbol. The others are short or easy to guess: a name with a year of birth, a run of numbers, or the word “password” itself.",
          },
        },
      ],
    },
    {
      title: { es: "Datos personales e imagen del alumnado", en: "Pupils' personal data and pictures" },
      minutes: 75,
      blocks: [
        {
          type: "text",
          es: {
            title: "Lo que se comparte se queda",
            paragraphs: [
              "El nombre y los apellidos, las fotos, la voz, la dirección, el colegio o el lugar donde se tomó una foto son datos personales. Los de menores tienen una protección especial: en España, por debajo de los 14 años es la familia quien da el consentimiento.",
              "En el aula esto tiene dos caras: lo que tú publicas o compartes sobre tu alumnado y lo que les enseñas a compartir, o a no compartir, sobre sí mismos.",
            ],
          },
          en: {
            title: "What you share stays out there",
            paragraphs: [
              "Names, photos, voices, home addresses, the school a child goes to or the place where a photo was taken are all personal data. Children's data is specially protected: in Spain, under the age of 14 it is the family who gives consent.",
              "In the classroom this has two sides: what you publish or share about your pupils, and what you teach them to share, or not share, about themselves.",
            ],
          },
        },
        {
          type: "dropdown",
          es: {
            title: "¿Puedo…?",
            items: [
              {
                title: "¿… publicar fotos de la excursión en el blog del cole?",
                text: "Solo de quienes tengan la autorización de imagen firmada por su familia, y para el uso que esa autorización recoja. Mejor fotos de grupo, de espaldas o de los trabajos, y sin nombres.",
              },
              {
                title: "¿… usar con la clase una aplicación que pide registrarse con el nombre completo?",
                text: "Consulta antes con la dirección o con la persona delegada de protección de datos de tu administración. Da prioridad a las herramientas que el centro ya tiene autorizadas y a las que permiten usar un alias.",
              },
              {
                title: "¿… crear un grupo de mensajería con las familias desde mi móvil personal?",
                text: "Mejor no: usa los canales oficiales del centro. Protegen tu número, dejan constancia de lo que se comunica y evitan que los datos del alumnado acaben en aplicaciones privadas.",
              },
              {
                title: "¿… mostrar en clase trabajos del alumnado con su nombre?",
                text: "Dentro del aula, sí: forma parte de la vida de clase. Fuera de ella (la web, las redes, una exposición abierta) se aplican las mismas autorizaciones que a las fotos.",
              },
            ],
          },
          en: {
            title: "Can I…?",
            items: [
              {
                title: "… post photos of the school trip on the school blog?",
                text: "Only of children whose families have signed the photo consent form, and only for the uses it covers. Group shots, photos from behind or photos of their work are better, and without names.",
              },
              {
                title: "… use an app with my class that asks for pupils' full names to register?",
                text: "Check first with the head teacher or your education authority's data protection officer. Prefer tools the school has already approved and those that let children use a nickname.",
              },
              {
                title: "… set up a messaging group with families from my personal phone?",
                text: "Better not: use the school's official channels. They protect your number, keep a record of what is said and stop pupils' data ending up in private apps.",
              },
              {
                title: "… display pupils' work with their names in the classroom?",
                text: "Inside the classroom, yes: it is part of class life. Outside it (the website, social media, an open exhibition) the same consent rules as for photos apply.",
              },
            ],
          },
        },
        {
          type: "infographic",
          es: {
            title: "¿Qué cuenta una foto?",
            image: courseImage(slug, "que-cuenta-una-foto"),
            imageAlt:
              "Dibujo de un móvil con una foto, rodeado de lo que la foto revela: un escudo, una casa, un globo terráqueo, un reloj y un ojo",
            points: [
              {
                x: 18,
                y: 28,
                label: "El uniforme",
                text: "El escudo del colegio en la ropa dice dónde pasa el niño o la niña cada mañana.",
              },
              { x: 82, y: 28, label: "El portal", text: "Un número de portal o una calle reconocible sitúan su casa." },
              {
                x: 18,
                y: 74,
                label: "La ubicación",
                text: "Muchas aplicaciones añaden a la foto el lugar exacto donde se hizo si no se desactiva esa opción.",
              },
              {
                x: 82,
                y: 74,
                label: "La hora",
                text: "Publicar en el momento dice dónde está ahora mismo; es más prudente compartir las fotos más tarde.",
              },
              {
                x: 50,
                y: 86,
                label: "Quién la ve",
                text: "Un perfil abierto la muestra a cualquiera y uno privado, solo a quien se ha aceptado. Aun así, cualquiera que la vea puede reenviarla.",
              },
            ],
          },
          en: {
            title: "What does a photo give away?",
            image: courseImage(slug, "que-cuenta-una-foto"),
            imageAlt:
              "Drawing of a phone showing a photo, surrounded by what the photo gives away: a shield, a house, a globe, a clock and an eye",
            points: [
              {
                x: 18,
                y: 28,
                label: "The uniform",
                text: "The school badge on a jumper tells everyone where the child spends every morning.",
              },
              { x: 82, y: 28, label: "The front door", text: "A house number or a recognisable street shows where the child lives." },
              {
                x: 18,
                y: 74,
                label: "The location",
                text: "Many apps add the exact place a photo was taken unless that setting is turned off.",
              },
              {
                x: 82,
                y: 74,
                label: "The time",
                text: "Posting straight away tells people where the child is right now; it is wiser to share photos later.",
              },
              {
                x: 50,
                y: 86,
                label: "Who sees it",
                text: "A public profile shows it to anyone and a private one only to approved followers. Even so, anyone who sees it can pass it on.",
              },
            ],
          },
        },
        {
          type: "video",
          es: {
            host: "youtube",
            videoId: "Hx4rT9sWm1c",
            title: "La huella digital explicada a niños de 8 años",
            minutes: 5,
            transcript:
              "Maestra: Cuando caminamos por la arena, dejamos huellas. En internet pasa lo mismo: cada foto, cada comentario y cada búsqueda deja una marca. [Los alumnos pisan por turnos una bandeja con harina y miran sus huellas] Maestra: ¿Se puede borrar una huella? Alumno: ¡Sí, pasando la mano! Maestra: Aquí sí. Pero imaginad que, antes de borrarla, alguien le hace una foto y se la envía a sus amigos. [Una alumna fotografía una huella con la tableta de clase] Maestra: Ahora la huella ya no está en la bandeja, pero sigue en la foto, y la foto puede ir muy lejos. Por eso, antes de publicar algo, nos hacemos tres preguntas: ¿me importaría que lo viera todo el cole?, ¿me importaría dentro de cinco años?, ¿he pedido permiso a quien sale? Narradora: La actividad dura veinte minutos y solo necesita harina, una bandeja y una tableta.",
          },
          en: {
            host: "youtube",
            videoId: "Hx4rT9sWm1c",
            title: "Digital footprints explained to eight-year-olds",
            minutes: 5,
            transcript:
              "Teacher: When we walk on sand, we leave footprints. The internet works the same way: every photo, every comment and every search leaves a mark. [The children take turns stepping into a tray of flour and look at their footprints] Teacher: Can we rub out a footprint? Boy: Yes, just wipe it with your hand! Teacher: Here we can. But imagine that before you wipe it, someone takes a photo of it and sends it to their friends. [A girl photographs a footprint with the class tablet] Teacher: Now the footprint has gone from the tray, but it is still in the photo, and the photo can travel a long way. So before we post anything, we ask ourselves three questions: would I mind the whole school seeing it? Would I mind in five years' time? Have I asked the people in it? Narrator: The activity takes twenty minutes and needs only flour, a tray and a tablet.",
          },
        },
        {
          type: "selection",
          es: {
            question: "Un alumno va a publicar su cuento en el blog de clase. ¿Qué conviene que NO aparezca? Marca todas las correctas.",
            options: [
              "Su nombre y sus dos apellidos",
              "El dibujo del dragón que ha hecho",
              "La dirección de su casa",
              "Una foto de su cara sin la autorización de la familia",
              "El título del cuento",
            ],
          },
          en: {
            question: "A pupil is about to publish his story on the class blog. What should NOT appear? Tick all that apply.",
            options: [
              "His first name and surnames",
              "The dragon he has drawn",
              "His home address",
              "A photo of his face without his family's consent",
              "The title of the story",
            ],
          },
          solution: { correct: [0, 2, 3] },
          explanation: {
            es: "El nombre completo, la dirección y una foto de la cara sin autorización le identifican y le sitúan. El dibujo y el título son su trabajo: se pueden publicar, como mucho firmados solo con el nombre o con las iniciales.",
            en: "His full name, his address and a photo of his face without consent identify him and show where to find him. The drawing and the title are his work: they can be published, signed at most with his first name or initials.",
          },
        },
      ],
    },
    {
      title: { es: "Tiempo de pantalla y bienestar", en: "Screen time and wellbeing" },
      minutes: 60,
      blocks: [
        {
          type: "text",
          es: {
            title: "No solo cuánto: también qué, cuándo y con quién",
            paragraphs: [
              "Contar minutos ayuda, pero no lo explica todo. Importa igual qué se hace con la pantalla (crear, aprender, hablar con alguien o solo consumir), en qué momento (no antes de dormir ni durante las comidas) y si hay una persona adulta cerca.",
              "En el aula, la pantalla debería sumar: que cada minuto de dispositivo tenga un propósito y que, al terminar, se hable de lo que se ha hecho.",
            ],
          },
          en: {
            title: "Not just how long, but what, when and with whom",
            paragraphs: [
              "Counting minutes helps, but it doesn't tell the whole story. It matters just as much what the screen is used for (creating, learning, talking to someone or just watching), when (not before bed or at mealtimes) and whether there is an adult nearby.",
              "In the classroom, screens should add something: every minute on a device should have a purpose, and afterwards the class should talk about what they did.",
            ],
          },
        },
        {
          type: "tabs",
          es: {
            title: "Cuatro preguntas para hablar de pantallas con la clase",
            tabs: [
              {
                label: "¿Qué hago?",
                text: "¿Estoy creando, aprendiendo o hablando con alguien, o solo paso de un vídeo a otro? El uso activo suele dejar mejor sabor de boca.",
              },
              {
                label: "¿Cuándo?",
                text: "Antes de dormir, durante las comidas o mientras se hacen los deberes, la pantalla resta. Acordad momentos sin pantallas en casa y en el cole.",
              },
              {
                label: "¿Con quién?",
                text: "Usarla en compañía permite comentar, preguntar y poner límites. Con los más pequeños, la compañía de una persona adulta es la mejor protección.",
              },
              {
                label: "¿Cómo me siento?",
                text: "Enseña a escuchar al cuerpo: ojos cansados, enfado al apagar, ganas de seguir «solo uno más». Son señales de que toca parar.",
              },
            ],
          },
          en: {
            title: "Four questions for talking about screens with your class",
            tabs: [
              {
                label: "What am I doing?",
                text: "Am I creating, learning or talking to someone, or just flicking from one video to the next? Active use usually leaves a better feeling.",
              },
              {
                label: "When?",
                text: "Before bed, at mealtimes or during homework, screens get in the way. Agree on screen-free times at home and at school.",
              },
              {
                label: "Who with?",
                text: "Using screens with someone else means you can talk, ask questions and set limits. For the youngest children, an adult's company is the best protection.",
              },
              {
                label: "How do I feel?",
                text: "Teach children to listen to their bodies: tired eyes, anger when switching off, wanting “just one more”. These are signs that it is time to stop.",
              },
            ],
          },
        },
        {
          type: "steps",
          es: {
            title: "Un acuerdo de pantallas para la clase",
            steps: [
              {
                title: "Preguntad",
                text: "En asamblea: ¿para qué usamos las tabletas en clase? ¿Qué nos gusta y qué nos molesta cuando las usamos?",
              },
              { title: "Escribid las normas en positivo", text: "«Usamos la tableta para el reto del día» funciona mejor que «No jugar»." },
              { title: "Firmadlo todos", text: "Cada niño o niña firma o deja su huella, y el acuerdo se cuelga junto al carro de carga." },
              { title: "Revisadlo cada trimestre", text: "¿Se cumple? ¿Hay que cambiar algo? El grupo respeta más las normas que revisa." },
            ],
          },
          en: {
            title: "A class screen agreement",
            steps: [
              {
                title: "Ask",
                text: "At circle time: what do we use the tablets for in class? What do we like about using them, and what bothers us?",
              },
              { title: "Write the rules positively", text: "“We use the tablet for today's challenge” works better than “No games”." },
              {
                title: "Everyone signs it",
                text: "Each child signs it or adds a fingerprint, and the agreement goes up next to the charging trolley.",
              },
              {
                title: "Review it every term",
                text: "Are we keeping to it? Does anything need changing? Children respect the rules they review themselves.",
              },
            ],
          },
        },
        {
          type: "dragable",
          es: {
            prompt: "Clasifica cada situación: ¿uso activo o uso pasivo de la pantalla?",
            items: [
              "Programar un juego en Scratch con un compañero",
              "Ver vídeos que se reproducen solos uno tras otro",
              "Grabar un pódcast sobre el huerto del cole",
              "Pasar de un vídeo corto a otro sin elegir ninguno",
              "Buscar con la maestra información para un mural",
              "Dejar la tele encendida de fondo mientras se juega",
            ],
            targets: ["Uso activo", "Uso pasivo"],
          },
          en: {
            prompt: "Sort each situation: is it active or passive screen use?",
            items: [
              "Programming a game in Scratch with a classmate",
              "Watching videos that play one after another by themselves",
              "Recording a podcast about the school garden",
              "Swiping from one short video to the next without choosing any",
              "Looking up information for a poster with the teacher",
              "Leaving the TV on in the background while playing",
            ],
            targets: ["Active use", "Passive use"],
          },
          solution: { placement: [0, 1, 0, 1, 0, 1] },
          explanation: {
            es: "En el uso activo el niño o la niña decide, crea o busca con un propósito. En el pasivo la pantalla decide por él: la reproducción automática, los vídeos que se suceden o la tele de fondo.",
            en: "In active use the child decides, creates or searches with a purpose. In passive use the screen decides for them: autoplay, an endless stream of videos or the TV on in the background.",
          },
        },
        {
          type: "test",
          es: {
            question:
              "Una familia te cuenta que su hijo de 7 años se enfada mucho cuando le quitan la tableta por la noche. ¿Qué le sugerirías primero?",
            options: [
              "Quitarle la tableta para siempre",
              "Anunciar el final con tiempo, usar un reloj y dejar sin pantallas la última hora antes de dormir",
              "Dejar que la use hasta que se quede dormido, para evitar el enfado",
              "Cambiar a un juego que dure más",
            ],
          },
          en: {
            question:
              "A family tells you their seven-year-old gets very angry when they take the tablet away at night. What would you suggest first?",
            options: [
              "Taking the tablet away for good",
              "Warning him well before the end, using a timer, and keeping the last hour before bed screen-free",
              "Letting him use it until he falls asleep, to avoid the tantrum",
              "Switching to a game that lasts longer",
            ],
          },
          solution: { correct: 1 },
          explanation: {
            es: "Anticipar el final y que lo marque un reloj, no la persona adulta, reduce el enfado; y una hora sin pantallas antes de dormir ayuda a descansar. Prohibir sin más suele empeorar el conflicto, y usarla hasta dormirse perjudica el sueño.",
            en: "Warning him ahead and letting a timer, not the adult, mark the end makes the anger smaller, and a screen-free hour before bed helps him rest. An outright ban tends to make the conflict worse, and using it until he falls asleep harms his sleep.",
          },
        },
      ],
    },
    {
      title: { es: "Ciberacoso y diálogo con las familias", en: "Cyberbullying and talking with families" },
      minutes: 90,
      blocks: [
        {
          type: "text",
          es: {
            title: "Detectar, escuchar, actuar",
            paragraphs: [
              "El ciberacoso es acoso a través de la tecnología: mensajes, grupos, fotos o vídeos que se repiten para humillar, excluir o asustar a alguien. En Primaria suele empezar en los grupos de mensajería o en los chats de los videojuegos, y casi siempre continúa lo que pasa en el patio.",
              "Algunas señales: cambios de humor después de usar el móvil, no querer venir al cole, aislamiento en el recreo o dejar de repente un juego que le encantaba. Ninguna lo confirma por sí sola, pero todas merecen una conversación.",
              "Tu centro tiene un protocolo de actuación ante el acoso: conócelo antes de necesitarlo. Y recuerda el 017, la línea gratuita y confidencial de INCIBE que atiende a menores, familias y docentes en cuestiones de ciberseguridad.",
            ],
          },
          en: {
            title: "Spot it, listen, act",
            paragraphs: [
              "Cyberbullying is bullying through technology: messages, groups, photos or videos used again and again to humiliate, exclude or frighten someone. In primary school it often starts in messaging groups or video game chats, and it nearly always carries on what happens in the playground.",
              "Some warning signs: mood changes after using a phone, not wanting to come to school, being alone at break time, or suddenly dropping a game they used to love. None of them proves anything on its own, but each one deserves a conversation.",
              "Your school has an anti-bullying protocol: get to know it before you need it. And remember 017, the free, confidential helpline run by INCIBE, Spain's national cybersecurity institute, for children, families and teachers.",
            ],
          },
        },
        {
          type: "steps",
          es: {
            title: "Si un alumno te lo cuenta",
            steps: [
              { title: "Escucha sin juzgar", text: "Busca un momento a solas, deja que hable y agradécele que te lo haya contado." },
              {
                title: "No prometas guardar el secreto",
                text: "Explícale que vas a pedir ayuda a otras personas adultas para protegerle.",
              },
              {
                title: "Que no se borre nada",
                text: "Pide que no borre los mensajes. Las pruebas se recogen con la familia y el equipo directivo según el protocolo, y nunca se reenvían.",
              },
              {
                title: "Activa el protocolo",
                text: "Informa a la dirección ese mismo día. El protocolo del centro dice quién habla con las familias y qué medidas se toman.",
              },
              {
                title: "Haz seguimiento",
                text: "Vuelve a hablar con el alumno los días siguientes y observa al grupo: el acoso rara vez se resuelve con una sola intervención.",
              },
            ],
          },
          en: {
            title: "If a pupil tells you",
            steps: [
              { title: "Listen without judging", text: "Find a moment alone, let the child talk and thank them for telling you." },
              {
                title: "Don't promise to keep it secret",
                text: "Explain that you are going to ask other adults for help to keep them safe.",
              },
              {
                title: "Nothing gets deleted",
                text: "Ask the child not to delete the messages. Evidence is gathered with the family and the leadership team as the protocol says, and never forwarded.",
              },
              {
                title: "Follow the protocol",
                text: "Tell the head teacher that same day. The school's protocol says who talks to the families and what measures are taken.",
              },
              {
                title: "Follow up",
                text: "Talk to the pupil again over the next few days and keep an eye on the class: bullying is rarely solved with a single intervention.",
              },
            ],
          },
        },
        {
          type: "dropdown",
          es: {
            title: "Ideas para hablar con las familias",
            items: [
              {
                title: "Una reunión práctica",
                text: "En lugar de una charla, proponed que prueben las aplicaciones que sus hijos usan en clase. Entender lo que hacen quita miedos y abre preguntas.",
              },
              {
                title: "Un acuerdo digital familiar",
                text: "Comparte una plantilla sencilla: horarios sin pantallas, dónde se cargan los dispositivos por la noche y qué hacer si aparece algo que asusta.",
              },
              {
                title: "Mensajes claros y sin alarma",
                text: "Evita los titulares que asustan. Da consejos concretos y un canal para consultar dudas.",
              },
              {
                title: "Si te preguntan por un caso",
                text: "No compartas datos de otros niños. Escucha, recoge la información y deriva al equipo directivo según el protocolo.",
              },
            ],
          },
          en: {
            title: "Ideas for talking with families",
            items: [
              {
                title: "A hands-on meeting",
                text: "Instead of a talk, invite families to try the apps their children use in class. Understanding what children do eases fears and opens up questions.",
              },
              {
                title: "A family digital agreement",
                text: "Share a simple template: screen-free times, where devices charge overnight, and what to do if something frightening turns up.",
              },
              { title: "Clear, calm messages", text: "Avoid scary headlines. Give practical tips and a channel for questions." },
              {
                title: "If they ask about a case",
                text: "Don't share information about other children. Listen, note what they tell you and refer it to the leadership team as the protocol says.",
              },
            ],
          },
        },
        {
          type: "video",
          es: {
            host: "vimeo",
            videoId: "10473926402",
            title: "Una reunión con familias sobre pantallas",
            minutes: 7,
            transcript:
              "Narradora: Es la reunión de principio de curso de 5.º. En lugar de diapositivas, Laura ha puesto seis tabletas sobre las mesas. Laura: Hoy vais a hacer lo mismo que vuestros hijos hicieron el jueves: grabar un anuncio de treinta segundos sobre el reciclaje. [Las familias trabajan por grupos; se oyen risas] Un padre: No sabía que en clase las usaban para esto. Yo pensaba que jugaban. Laura: Las usamos unos veinte minutos, dos veces por semana, y siempre con una tarea. Ahora os propongo algo para casa. [Reparte una hoja] Es un acuerdo familiar: a qué hora se apagan las pantallas, dónde duermen los móviles y a quién se lo cuentan si ven algo que les hace sentir mal. Una madre: ¿Y si mi hija ya tiene móvil? Laura: Entonces el acuerdo es todavía más útil. Lo importante es hablarlo en familia, no copiar las normas de otros. Narradora: La reunión dura cuarenta minutos. Al terminar, Laura deja una dirección de correo del centro para las dudas.",
          },
          en: {
            host: "vimeo",
            videoId: "10473926402",
            title: "A meeting with families about screens",
            minutes: 7,
            transcript:
              "Narrator: It is the start-of-year meeting for the class of ten-year-olds. Instead of slides, Laura has put six tablets on the tables. Laura: Today you're going to do what your children did on Thursday: record a thirty-second advert about recycling. [Families work in groups; laughter] A father: I didn't know they used them for this in class. I thought they just played games. Laura: We use them for about twenty minutes, twice a week, and always with a task. Now here's something for home. [She hands out a sheet] It's a family agreement: what time screens go off, where phones sleep at night, and who to tell if they see something that makes them feel bad. A mother: What if my daughter already has a phone? Laura: Then the agreement is even more useful. What matters is talking it through as a family, not copying someone else's rules. Narrator: The meeting lasts forty minutes. At the end, Laura gives families a school email address for any questions.",
          },
        },
        {
          type: "connect",
          es: {
            prompt: "Une cada situación con la primera respuesta más adecuada.",
            left: [
              "Una alumna te enseña un mensaje en el que la insultan en el grupo de clase.",
              "Un padre te pregunta si debería leer a escondidas el móvil de su hija.",
              "Un grupo se ríe de una foto retocada de un compañero que circula por el chat de clase.",
              "Una familia quiere saber qué aplicaciones usáis en clase.",
            ],
            right: [
              "Enseñarle las herramientas y para qué se usan, en una reunión o con una guía.",
              "Pedir que no se reenvíe, hablar con el grupo del daño que hace y avisar a la dirección.",
              "Escucharla, agradecerle que te lo cuente y activar el protocolo del centro.",
              "Proponerle hablar con ella y acordar juntos las normas de uso y de supervisión.",
            ],
          },
          en: {
            prompt: "Match each situation with the most suitable first response.",
            left: [
              "A pupil shows you a message insulting her in the class group chat.",
              "A father asks you whether he should secretly read his daughter's phone.",
              "A group is laughing at an edited photo of a classmate going round the class chat.",
              "A family wants to know which apps you use in class.",
            ],
            right: [
              "Show them the tools and what they are used for, at a meeting or with a guide.",
              "Ask them not to forward it, talk with the group about the harm it does and tell the head teacher.",
              "Listen to her, thank her for telling you and follow the school's protocol.",
              "Suggest he talks with her and that they agree rules for use and supervision together.",
            ],
          },
          solution: { pairs: [2, 3, 1, 0] },
          explanation: {
            es: "Ante una víctima, primero escuchar y activar el protocolo; ante quienes lo difunden, cortar la cadena y avisar a la dirección. Con las familias, mejor el diálogo y los acuerdos que el control a escondidas, y la transparencia sobre lo que se hace en clase genera confianza.",
            en: "With a victim, listen first and follow the protocol; with those spreading it, break the chain and tell the head teacher. With families, conversation and agreements work better than secret monitoring, and being open about what you do in class builds trust.",
          },
        },
      ],
    },
  ],
};
