import type { ActivitySeed } from "../types.ts";

export const securityActivities: ActivitySeed[] = [
  {
    slug: "detectives-de-contrasenas",
    category: "security",
    audience: "children",
    ages: ["nineToTwelve"],
    difficulty: "low",
    minutes: 25,
    competences: ["security", "problemSolving"],
    materials: true,
    es: {
      title: "Detectives de contraseñas",
      summary: "Investiga qué hace fuerte a una contraseña y crea una frase secreta fácil de recordar y difícil de adivinar.",
      description:
        "Una contraseña es como la llave de casa: si es fácil de copiar, cualquiera puede entrar. Muchas personas usan «123456» o el nombre de su mascota, y eso es lo primero que prueba un ladrón de cuentas.\n\nEn esta actividad te conviertes en detective: analizas contraseñas de personajes inventados, descubres sus puntos débiles y fabricas tu propia frase de contraseña larga y segura, sin compartirla con nadie.",
      materials: ["Fichas con las contraseñas de personajes inventados", "Lápiz y papel", "Un dado (para inventar frases al azar)"],
      steps: [
        "Lee las fichas de los personajes: «Leo, 10 años, le encanta el fútbol; su contraseña es leo2015».",
        "Marca con un círculo las pistas que un desconocido podría adivinar (nombre, año, equipo favorito).",
        "Ordena las contraseñas de la más débil a la más fuerte y explica por qué.",
        "Tira el dado cuatro veces y elige una palabra por tirada de la lista de palabras divertidas para formar una frase, por ejemplo «pingüino-bici-lunes-nube».",
        "Añade algún número o símbolo que solo tú sepas dónde va y comprueba que tiene más de 12 caracteres.",
        "Repasa las reglas de oro: una contraseña distinta para cada sitio, no se comparte salvo con tu familia y se cambia si alguien la descubre.",
      ],
      tips: "No pidáis nunca a los niños que digan en voz alta sus contraseñas reales; usad siempre ejemplos inventados. Es buen momento para hablar de quién puede conocer sus contraseñas (madre, padre o tutor) y por qué.",
    },
    en: {
      title: "Password detectives",
      summary: "Find out what makes a password strong and create a secret phrase that is easy to remember and hard to guess.",
      description:
        "A password is like your front-door key: if it is easy to copy, anyone can get in. Many people use “123456” or their pet's name, and that is the first thing an account thief tries.\n\nIn this activity you become a detective: you study the passwords of made-up characters, discover their weak points and build your own long, safe passphrase, without sharing it with anyone.",
      materials: ["Cards with the passwords of made-up characters", "Pencil and paper", "A dice (to build random phrases)"],
      steps: [
        "Read the character cards: “Leo, 10, loves football; his password is leo2015”.",
        "Circle the clues a stranger could guess (name, year, favourite team).",
        "Rank the passwords from weakest to strongest and explain why.",
        "Roll the dice four times and pick one word per roll from the list of fun words to build a phrase, for example “penguin-bike-monday-cloud”.",
        "Add a number or symbol that only you know where it goes and check it has more than 12 characters.",
        "Go over the golden rules: a different password for every site, never shared except with your family, and changed if someone finds it out.",
      ],
      tips: "Never ask children to say their real passwords aloud; always use made-up examples. It is a good moment to talk about who may know their passwords (mother, father or guardian) and why.",
    },
  },
  {
    slug: "pescando-el-phishing",
    category: "security",
    audience: "teachers",
    ages: ["nineToTwelve", "twelvePlus"],
    difficulty: "intermediate",
    minutes: 50,
    competences: ["security", "information"],
    pc: true,
    es: {
      title: "¿Pescas el engaño? Mensajes trampa en el aula",
      summary: "El alumnado aprende a reconocer mensajes fraudulentos analizando correos y avisos falsos preparados para la clase.",
      description:
        "El phishing consiste en engañar a alguien con un mensaje que parece de confianza para que entregue sus datos o pulse un enlace peligroso. Los niños y niñas reciben cada vez antes mensajes en juegos, consolas y aplicaciones de chat.\n\nEn esta sesión por equipos, la clase analiza una colección de mensajes (unos legítimos y otros trampa), busca las señales de alarma y elabora un cartel con las pistas para detectarlos.",
      materials: [
        "Proyector o pizarra digital",
        "Diez mensajes de ejemplo impresos o en diapositivas (premios, avisos de cuenta, mensajes de amigos)",
        "Cartulinas y rotuladores para el cartel",
      ],
      steps: [
        "Pregunta a la clase si alguna vez han recibido un mensaje que prometía un regalo a cambio de algo. Recoge ejemplos sin nombres.",
        "Proyecta el primer mensaje y analízalo en voz alta: remitente, urgencia («¡solo hoy!»), faltas de ortografía, enlaces extraños y petición de datos.",
        "Reparte los demás mensajes por equipos; cada equipo decide si es fiable o trampa y anota las pistas.",
        "Puesta en común: cada equipo presenta un mensaje y la clase vota con tarjetas verde o roja.",
        "Entre todos, redactad las cinco señales de alarma y qué hacer ante un mensaje dudoso: no pulsar, no responder y contárselo a un adulto.",
        "Cada equipo diseña un cartel con una de las señales para colgarlo junto a los ordenadores del centro.",
      ],
      tips: "Utiliza solo mensajes inventados o capturas sin datos personales, y nunca enlaces reales. Si algún alumno cuenta que ha caído en un engaño, agradece la confianza y trata el caso en privado con la familia.",
    },
    en: {
      title: "Can you spot the hook? Trick messages in class",
      summary: "Pupils learn to recognise fraudulent messages by examining fake emails and alerts prepared for the class.",
      description:
        "Phishing means tricking someone with a message that looks trustworthy so that they hand over their details or click a dangerous link. Children receive messages in games, consoles and chat apps at an ever younger age.\n\nIn this team session the class studies a collection of messages (some genuine, some traps), looks for the warning signs and makes a poster with the clues for spotting them.",
      materials: [
        "Projector or interactive whiteboard",
        "Ten sample messages, printed or on slides (prizes, account alerts, messages from friends)",
        "Card and markers for the poster",
      ],
      steps: [
        "Ask the class whether they have ever received a message promising a gift in exchange for something. Collect examples without names.",
        "Project the first message and analyse it aloud: sender, urgency (“today only!”), spelling mistakes, odd links and requests for personal details.",
        "Hand out the other messages to teams; each team decides whether it is genuine or a trap and notes the clues.",
        "Share back: each team presents one message and the class votes with green or red cards.",
        "Together, write the five warning signs and what to do with a doubtful message: do not click, do not reply and tell an adult.",
        "Each team designs a poster about one sign to hang next to the school's computers.",
      ],
      tips: "Only use made-up messages or screenshots without personal data, and never real links. If a pupil says they once fell for a trick, thank them for their trust and deal with it privately with the family.",
    },
  },
  {
    slug: "mensajes-secretos-con-el-cifrado-cesar",
    category: "security",
    audience: "children",
    ages: ["nineToTwelve"],
    difficulty: "low",
    minutes: 30,
    competences: ["security", "problemSolving"],
    materials: true,
    es: {
      title: "Mensajes secretos con el cifrado César",
      summary: "Fabrica una rueda de cifrado de cartulina y envía mensajes que solo entiende quien conoce la clave.",
      description:
        "Hace más de 2000 años, Julio César enviaba mensajes secretos desplazando cada letra del abecedario unas posiciones: con clave 3, la A se convierte en D, la B en E… Quien no conoce la clave solo ve letras sin sentido.\n\nHoy los mensajes de tus aplicaciones viajan cifrados con métodos mucho más complejos, pero la idea es la misma. Con una rueda de cartulina vas a cifrar y descifrar mensajes, y a descubrir por qué este cifrado antiguo es fácil de romper.",
      materials: ["Dos círculos de cartulina (de 12 y 9 cm) con el abecedario alrededor", "Un encuadernador", "Lápiz y papel"],
      steps: [
        "Escribe el abecedario alrededor de cada círculo, con las letras a la misma distancia (incluye la Ñ si quieres).",
        "Coloca el círculo pequeño encima del grande y únelos por el centro con el encuadernador.",
        "Elige una clave: gira el círculo pequeño para que la A quede bajo la letra que está 3 posiciones más allá.",
        "Cifra un mensaje corto cambiando cada letra del círculo grande por la del pequeño.",
        "Dale el mensaje y la clave a un amigo para que lo descifre con su rueda.",
        "Reto: descifra un mensaje sin conocer la clave probando todas las posiciones. ¿Cuánto tardas?",
      ],
      tips: "El reto final muestra por qué una contraseña o un cifrado con pocas combinaciones no es seguro. Si la rueda resulta difícil, usad una tira de papel con el abecedario que se desliza.",
    },
    en: {
      title: "Secret messages with the Caesar cipher",
      summary: "Make a cardboard cipher wheel and send messages that only someone who knows the key can read.",
      description:
        "More than 2,000 years ago, Julius Caesar sent secret messages by shifting every letter of the alphabet a few places: with key 3, A becomes D, B becomes E… Anyone without the key sees only nonsense.\n\nToday the messages in your apps travel encrypted with much more complex methods, but the idea is the same. With a cardboard wheel you will encrypt and decrypt messages and find out why this ancient cipher is easy to break.",
      materials: ["Two card discs (12 and 9 cm) with the alphabet around the edge", "A split pin", "Pencil and paper"],
      steps: [
        "Write the alphabet around each disc, with the letters evenly spaced.",
        "Put the small disc on top of the large one and join them through the centre with the split pin.",
        "Choose a key: turn the small disc so that its A sits under the letter 3 places further on.",
        "Encrypt a short message by swapping each letter on the large disc for the one on the small disc.",
        "Give the message and the key to a friend to decrypt with their own wheel.",
        "Challenge: crack a message without the key by trying every position. How long does it take?",
      ],
      tips: "The final challenge shows why a password or cipher with few combinations is not safe. If the wheel is tricky, use a sliding paper strip with the alphabet instead.",
    },
  },
  {
    slug: "que-cuenta-una-foto-de-ti",
    category: "security",
    audience: "family",
    ages: ["nineToTwelve", "twelvePlus"],
    difficulty: "intermediate",
    minutes: 35,
    competences: ["security", "information"],
    tablet: true,
    es: {
      title: "¿Qué cuenta una foto de ti?",
      summary:
        "Analizad en familia qué información revela una foto (lugar, colegio, rutinas) y revisad juntos los ajustes de privacidad del móvil.",
      description:
        "Una foto dice mucho más de lo que parece: el uniforme del colegio, el nombre de la calle, el portal de casa, la hora a la que vamos al parque. Y a veces el propio archivo guarda la ubicación exacta donde se hizo.\n\nEn esta actividad jugáis a ser detectives con fotos inventadas o de revistas, descubrís qué pistas dan y, después, revisáis juntos los ajustes de ubicación de la cámara y de privacidad de las aplicaciones de la familia.",
      materials: [
        "Cuatro o cinco fotos de revistas o imágenes de ejemplo (sin personas conocidas)",
        "El móvil o la tableta de la familia",
        "Papel para apuntar las pistas",
      ],
      steps: [
        "Mirad cada foto y apuntad todas las pistas que dan: lugar, edad, colegio, aficiones, hora del día.",
        "Imaginad quién podría ver esa foto si se publicara en abierto y qué podría averiguar.",
        "En el móvil, mirad los detalles de una foto vuestra de un paisaje: ¿guarda la ubicación?",
        "Desactivad juntos la ubicación en la cámara si no la necesitáis.",
        "Revisad qué aplicaciones tienen permiso para usar la cámara, el micrófono y la ubicación, y quitad los que sobren.",
        "Acordad una regla familiar: antes de publicar una foto de alguien, se le pide permiso.",
      ],
      tips: "Dad ejemplo pidiendo permiso a los hijos antes de publicar fotos suyas. Si usan redes sociales, revisad que sus cuentas sean privadas y que solo tengan como contactos a personas que conocen.",
    },
    en: {
      title: "What does a photo say about you?",
      summary:
        "As a family, work out what information a photo gives away (place, school, routines) and review the phone's privacy settings together.",
      description:
        "A photo says much more than it seems: the school uniform, the street name, your front door, the time you go to the park. And sometimes the file itself stores the exact location where it was taken.\n\nIn this activity you play detectives with made-up or magazine photos, discover which clues they give and then review together the camera's location settings and the privacy settings of the family's apps.",
      materials: [
        "Four or five photos from magazines or sample pictures (with no people you know)",
        "The family phone or tablet",
        "Paper to note the clues",
      ],
      steps: [
        "Look at each photo and note every clue it gives: place, age, school, hobbies, time of day.",
        "Imagine who could see the photo if it were posted publicly and what they could find out.",
        "On the phone, look at the details of one of your landscape photos: does it store the location?",
        "Switch off location in the camera together if you do not need it.",
        "Check which apps may use the camera, microphone and location, and remove any permissions they do not need.",
        "Agree a family rule: before posting a photo of someone, ask their permission.",
      ],
      tips: "Lead by example by asking your children's permission before posting photos of them. If they use social media, check that their accounts are private and that their contacts are only people they know.",
    },
  },
  {
    slug: "semaforo-de-la-privacidad",
    category: "security",
    audience: "teachers",
    ages: ["sixToEight"],
    difficulty: "low",
    minutes: 30,
    competences: ["security", "communication"],
    materials: true,
    es: {
      title: "El semáforo de la privacidad",
      summary:
        "El alumnado clasifica datos personales en verde, ámbar o rojo según se puedan compartir en internet, con un adulto o con nadie.",
      description:
        "Los niños y niñas pequeños empiezan a usar juegos y aplicaciones donde les piden datos: un nombre, una edad, una foto. Necesitan una regla sencilla para saber qué se puede compartir y qué no.\n\nEl semáforo de la privacidad convierte esa regla en un juego: verde para lo que se puede compartir, ámbar para lo que solo se comparte si un adulto de confianza lo permite y rojo para lo que nunca se da en internet.",
      materials: [
        "Tres cartulinas grandes: verde, ámbar y roja",
        "Tarjetas con datos: color favorito, nombre completo, dirección de casa, contraseña, foto con el uniforme, animal preferido, teléfono, nombre del colegio, un dibujo propio…",
        "Cinta adhesiva",
      ],
      steps: [
        "Explica el semáforo: verde se puede compartir, ámbar solo con permiso de un adulto de confianza, rojo nunca en internet.",
        "Reparte las tarjetas por parejas y dales unos minutos para decidir su color.",
        "Cada pareja pega su tarjeta en la cartulina elegida y explica por qué.",
        "Revisad juntos los casos dudosos: ¿un dibujo propio es verde? ¿Y si lleva tu nombre completo?",
        "Plantea situaciones: «Un juego te pide tu dirección para enviarte un premio». ¿Qué color es? ¿Qué haces?",
        "Dejad el semáforo colgado en el aula como recordatorio.",
      ],
      tips: "No hay que asustar: el mensaje es que hay datos que son como las llaves de casa y se guardan. Envía a las familias una copia del semáforo para que lo repasen en casa.",
    },
    en: {
      title: "The privacy traffic light",
      summary:
        "Pupils sort personal information into green, amber or red depending on whether it can be shared online, only with an adult's permission, or never.",
      description:
        "Young children start using games and apps that ask them for information: a name, an age, a photo. They need a simple rule to know what can be shared and what cannot.\n\nThe privacy traffic light turns that rule into a game: green for what can be shared, amber for what is only shared if a trusted adult allows it and red for what is never given out online.",
      materials: [
        "Three large sheets of card: green, amber and red",
        "Cards with information: favourite colour, full name, home address, password, photo in school uniform, favourite animal, phone number, school name, one of your drawings…",
        "Sticky tape",
      ],
      steps: [
        "Explain the traffic light: green can be shared, amber only with a trusted adult's permission, red never online.",
        "Hand out the cards to pairs and give them a few minutes to decide on each card's colour.",
        "Each pair sticks its card on the chosen sheet and explains why.",
        "Go over the tricky ones together: is your own drawing green? What if it has your full name on it?",
        "Pose situations: “A game asks for your address to send you a prize.” Which colour is it? What do you do?",
        "Leave the traffic light up in the classroom as a reminder.",
      ],
      tips: "There is no need to frighten anyone: the message is that some information is like the house keys and is kept safe. Send families a copy of the traffic light to go over at home.",
    },
  },
  {
    slug: "lo-que-subes-se-queda",
    category: "security",
    audience: "family",
    ages: ["sixToEight"],
    difficulty: "low",
    minutes: 20,
    competences: ["security", "communication"],
    materials: true,
    es: {
      title: "Lo que subes se queda: la pasta de dientes",
      summary:
        "Un experimento con un tubo de pasta de dientes para entender en familia que lo que se publica en internet no se puede recoger.",
      description:
        "Sacar la pasta de dientes del tubo es facilísimo; volver a meterla, casi imposible. Con lo que se publica en internet pasa algo parecido: una foto o un mensaje se puede copiar, reenviar y guardar, aunque después lo borremos.\n\nEste experimento tan sencillo sirve para empezar una conversación familiar sobre la huella digital: lo que dejamos en internet y cómo pensarlo antes de publicar.",
      materials: ["Un tubo de pasta de dientes (mejor uno casi gastado)", "Un plato", "Palillos, cucharillas y pajitas"],
      steps: [
        "Pedid a los niños que aprieten el tubo y saquen toda la pasta que puedan en el plato.",
        "Ahora, el reto: volver a meter la pasta en el tubo usando palillos, cucharillas o pajitas.",
        "Tras unos minutos, hablad: ¿se puede? ¿Qué ha pasado?",
        "Relacionadlo con internet: un mensaje o una foto, una vez publicados, es difícil de recuperar del todo.",
        "Inventad juntos la pregunta mágica antes de publicar: «¿me importaría que lo viera todo el cole, la abuela o un desconocido?».",
        "Escribid la pregunta en un papel y pegadlo cerca del ordenador o la tableta de casa.",
      ],
      tips: "El objetivo no es asustar, sino pensar antes de publicar. Dejad claro que, si algo se publica por error, lo mejor es contárselo a un adulto para buscar ayuda juntos.",
    },
    en: {
      title: "What you post stays: the toothpaste test",
      summary: "An experiment with a tube of toothpaste to understand, as a family, that what is posted online cannot be taken back.",
      description:
        "Squeezing toothpaste out of the tube is very easy; putting it back is almost impossible. Something similar happens with what is posted online: a photo or message can be copied, forwarded and saved, even if we delete it afterwards.\n\nThis simple experiment is a way to start a family conversation about digital footprints: what we leave online and how to think before posting.",
      materials: ["A tube of toothpaste (ideally an almost empty one)", "A plate", "Cocktail sticks, teaspoons and straws"],
      steps: [
        "Ask the children to squeeze out as much toothpaste as they can onto the plate.",
        "Now the challenge: put the toothpaste back in the tube using sticks, spoons or straws.",
        "After a few minutes, talk about it: can it be done? What happened?",
        "Link it to the internet: once a message or photo has been posted, it is hard to get it all back.",
        "Invent the magic question to ask before posting together: “Would I mind the whole school, Granny or a stranger seeing this?”.",
        "Write the question on a piece of paper and stick it near the computer or tablet at home.",
      ],
      tips: "The aim is not to frighten, but to think before posting. Make it clear that if something is posted by mistake, the best thing is to tell an adult and look for help together.",
    },
  },
];
