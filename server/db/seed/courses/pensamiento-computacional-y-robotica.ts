import { type CourseSeed, courseImage } from "./types.ts";

const slug = "pensamiento-computacional-y-robotica";

/** Unplugged algorithms, sequences and loops, debugging, block programming and boards. */
export const pensamientoComputacionalYRobotica: CourseSeed = {
  slug,
  title: { es: "Pensamiento computacional y robótica educativa", en: "Computational thinking and educational robotics" },
  summary: {
    es: "De las actividades desenchufadas a la programación por bloques y las placas: cómo trabajar algoritmos, secuencias, bucles y depuración con alumnado de 6 a 12 años, con o sin robots, y cómo convertir el error en parte del aprendizaje.",
    en: "From unplugged activities to block programming and boards: how to work on algorithms, sequences, loops and debugging with children aged 6 to 12, with or without robots, and how to make mistakes part of learning.",
  },
  hours: 8,
  published: true,
  recommendedCourses: ["competencia-digital-docente", "seguridad-y-bienestar-digital"],
  recommendedActivities: [
    "primaria-6-8-programar-jugando/el-algoritmo-del-bocadillo",
    "robotica-4-5-robots-de-suelo/tarjetas-de-flechas",
    "robotica-4-5-robots-de-suelo/cazadores-de-errores",
    "robotica-6-8-robots-y-scratchjr/repetir-un-patron",
    "robotica-12-microbit-iot-etica/primeros-programas-microbit",
  ],
  units: [
    {
      title: { es: "Algoritmos desenchufados", en: "Unplugged algorithms" },
      minutes: 75,
      blocks: [
        {
          type: "cover",
          es: {
            title: "Pensamiento computacional y robótica educativa",
            subtitle: "Pensar como quien programa empieza lejos de la pantalla",
            image: courseImage(slug, "desenchufados"),
            imageAlt: "Ilustración de un robot con un mando de flechas y un lápiz",
          },
          en: {
            title: "Computational thinking and educational robotics",
            subtitle: "Thinking like a programmer starts away from the screen",
            image: courseImage(slug, "desenchufados"),
            imageAlt: "Illustration of a robot with an arrow keypad and a pencil",
          },
        },
        {
          type: "text",
          es: {
            title: "¿Qué es el pensamiento computacional?",
            paragraphs: [
              "Es la manera de pensar que usamos para resolver un problema de forma que una máquina, o una persona, pueda seguir la solución: dividir el problema en partes, buscar patrones, quedarse con lo importante y escribir los pasos en orden.",
              "No necesita ordenador. Las actividades desenchufadas, con el cuerpo, con tarjetas o con una cuadrícula en el suelo, permiten trabajar estas ideas desde los 6 años y son el mejor punto de partida antes de programar un robot o una pantalla.",
            ],
          },
          en: {
            title: "What is computational thinking?",
            paragraphs: [
              "It is the way of thinking we use to solve a problem so that a machine, or a person, can follow the solution: breaking the problem into parts, spotting patterns, keeping what matters and writing the steps in order.",
              "It doesn't need a computer. Unplugged activities, with your body, with cards or with a grid on the floor, let children work on these ideas from the age of six, and they are the best starting point before programming a robot or a screen.",
            ],
          },
        },
        {
          type: "video",
          es: {
            host: "youtube",
            videoId: "Bq9nKc3LwT8",
            title: "El algoritmo del bocadillo",
            minutes: 5,
            transcript:
              "[Una clase de 2.º. Sobre la mesa, pan de molde, un bote de crema de cacao y un cuchillo de untar] Maestro: Hoy soy un robot. Solo hago exactamente lo que me digáis. ¿Cómo preparo un bocadillo? Alumna: ¡Coge el pan! [El maestro coge la bolsa entera y la levanta] Alumnos: ¡Noo! ¡Saca una rebanada! [El maestro mete la mano sin abrir la bolsa] Alumno: Primero abre la bolsa… [Risas. Poco a poco, la clase va dictando pasos más precisos mientras una alumna los apunta en la pizarra] Maestro: Ya tenemos nueve pasos. Vamos a ejecutarlos desde el principio, en orden. [Esta vez el bocadillo sale bien] Maestro: Lo que habéis escrito es un algoritmo: una lista de pasos ordenados y tan claros que hasta un robot puede seguirlos. Y cuando algo salía mal, ¿qué hacíais? Alumna: ¡Cambiar el paso que fallaba! Maestro: Eso se llama depurar. Narrador: Veinte minutos, ningún ordenador y las dos ideas clave del curso sobre la mesa.",
          },
          en: {
            host: "youtube",
            videoId: "Bq9nKc3LwT8",
            title: "The sandwich algorithm",
            minutes: 5,
            transcript:
              "[A class of seven-year-olds. On the table: sliced bread, a jar of chocolate spread and a butter knife] Teacher: Today I'm a robot. I only do exactly what you tell me. How do I make a sandwich? Girl: Pick up the bread! [The teacher picks up the whole bag and holds it up] Children: Noo! Take out a slice! [The teacher pushes his hand against the closed bag] Boy: Open the bag first… [Laughter. Bit by bit the class dictates more precise steps while a girl writes them on the board] Teacher: We've got nine steps now. Let's run them from the beginning, in order. [This time the sandwich turns out fine] Teacher: What you've written is an algorithm: a list of steps in order, so clear that even a robot can follow them. And when something went wrong, what did you do? Girl: We changed the step that didn't work! Teacher: That's called debugging. Narrator: Twenty minutes, no computer, and the two key ideas of this course on the table.",
          },
        },
        {
          type: "steps",
          es: {
            title: "El robot humano en una cuadrícula",
            steps: [
              {
                title: "Preparad la cuadrícula",
                text: "Con cinta de carrocero, una cuadrícula de 5 × 5 en el suelo. Marcad la salida y la meta con un dibujo.",
              },
              {
                title: "Acordad las órdenes",
                text: "Solo cuatro: avanza una casilla, gira a la izquierda, gira a la derecha y recoge. Cada una con su tarjeta de flecha.",
              },
              {
                title: "Escribid el programa",
                text: "En parejas, colocan las tarjetas en orden sobre la mesa antes de que nadie se mueva.",
              },
              {
                title: "Ejecutad",
                text: "Un compañero hace de robot y sigue las tarjetas al pie de la letra, sin corregir nada por su cuenta.",
              },
              {
                title: "Comprobad y mejorad",
                text: "Si no llega a la meta, buscad la primera tarjeta que falla y cambiadla. ¡Acabáis de depurar!",
              },
            ],
          },
          en: {
            title: "The human robot on a grid",
            steps: [
              {
                title: "Set up the grid",
                text: "Use masking tape to make a 5 × 5 grid on the floor. Mark the start and the finish with a picture.",
              },
              {
                title: "Agree on the commands",
                text: "Just four: move forward one square, turn left, turn right and pick up. Each has its own arrow card.",
              },
              { title: "Write the program", text: "In pairs, children lay the cards out in order on the table before anyone moves." },
              {
                title: "Run it",
                text: "A classmate plays the robot and follows the cards to the letter, without fixing anything on their own.",
              },
              {
                title: "Check and improve",
                text: "If the robot doesn't reach the finish, find the first card that goes wrong and change it. You've just debugged!",
              },
            ],
          },
        },
        {
          type: "flashcard",
          es: {
            title: "Los cuatro pilares (y uno más)",
            cards: [
              {
                front: "Descomposición",
                back: "Dividir un problema grande en partes pequeñas. Ejemplo: preparar la fiesta de clase es preparar la música, la comida y la decoración.",
              },
              {
                front: "Reconocimiento de patrones",
                back: "Ver lo que se repite. Ejemplo: en un collar rojo, azul, rojo, azul…, ¿qué color toca ahora?",
              },
              {
                front: "Abstracción",
                back: "Quedarse con lo importante y dejar de lado los detalles. Ejemplo: un plano del metro no dibuja las calles, solo las estaciones y las líneas.",
              },
              { front: "Algoritmo", back: "Una lista de pasos ordenados para resolver algo. Ejemplo: la receta de un bizcocho." },
              {
                front: "Depuración",
                back: "Encontrar y corregir los errores de los pasos. Ejemplo: revisar la receta cuando el bizcocho no sube.",
              },
            ],
          },
          en: {
            title: "The four pillars (and one more)",
            cards: [
              {
                front: "Decomposition",
                back: "Breaking a big problem into small parts. Example: getting the class party ready means sorting out the music, the food and the decorations.",
              },
              {
                front: "Pattern recognition",
                back: "Seeing what repeats. Example: in a red, blue, red, blue… necklace, which colour comes next?",
              },
              {
                front: "Abstraction",
                back: "Keeping what matters and leaving out the details. Example: an underground map doesn't show the streets, only the stations and the lines.",
              },
              { front: "Algorithm", back: "A list of steps in order to get something done. Example: a sponge cake recipe." },
              {
                front: "Debugging",
                back: "Finding and fixing mistakes in the steps. Example: checking the recipe when the cake doesn't rise.",
              },
            ],
          },
        },
        {
          type: "connect",
          es: {
            prompt: "Une cada actividad de aula con la idea que trabaja sobre todo.",
            left: [
              "Escribir las instrucciones para lavarse las manos",
              "Continuar una serie de pegatinas: estrella, luna, estrella, luna…",
              "Repartir por equipos la preparación de una obra de teatro",
              "Dibujar el plano del cole solo con las aulas y los pasillos",
              "Revisar por qué el robot humano no llegó a la meta",
            ],
            right: ["Abstracción", "Depuración", "Algoritmo", "Descomposición", "Reconocimiento de patrones"],
          },
          en: {
            prompt: "Match each classroom activity with the idea it mainly works on.",
            left: [
              "Writing instructions for washing your hands",
              "Continuing a row of stickers: star, moon, star, moon…",
              "Sharing out the preparation of a school play between teams",
              "Drawing a map of the school with only the classrooms and corridors",
              "Working out why the human robot didn't reach the finish",
            ],
            right: ["Abstraction", "Debugging", "Algorithm", "Decomposition", "Pattern recognition"],
          },
          solution: { pairs: [2, 4, 3, 0, 1] },
          explanation: {
            es: "Las instrucciones ordenadas son un algoritmo; continuar una serie es reconocer un patrón; repartir un proyecto grande en tareas es descomponer; un plano que solo muestra lo necesario es una abstracción; y buscar por qué falló el programa es depurar.",
            en: "Instructions in order are an algorithm; continuing a sequence is recognising a pattern; splitting a big project into tasks is decomposition; a map that shows only what you need is an abstraction; and finding out why the program failed is debugging.",
          },
        },
      ],
    },
    {
      title: { es: "Secuencias y bucles", en: "Sequences and loops" },
      minutes: 90,
      blocks: [
        {
          type: "text",
          es: {
            title: "Del cuerpo al robot y del robot a la pantalla",
            paragraphs: [
              "Una secuencia es una lista de instrucciones que se ejecutan una detrás de otra. Un bucle repite una o varias instrucciones: en vez de escribir «avanza» cuatro veces, escribimos «repite 4 veces: avanza». Más adelante llega la condicional: «si pasa esto, haz aquello».",
              "El alumnado descubre los bucles cuando sus programas se vuelven largos y aburridos de escribir. Deja que lleguen a ese momento: la necesidad da sentido al bucle.",
              "Avanza de lo concreto a lo abstracto: primero con el cuerpo, después con un robot de suelo que se puede tocar y, por último, con bloques en la pantalla.",
            ],
          },
          en: {
            title: "From body to robot, and from robot to screen",
            paragraphs: [
              "A sequence is a list of instructions carried out one after another. A loop repeats one or more instructions: instead of writing “forward” four times, we write “repeat 4 times: forward”. Later comes the conditional: “if this happens, do that”.",
              "Children discover loops when their programs get long and tedious to write. Let them reach that point: needing a loop is what makes it meaningful.",
              "Move from the concrete to the abstract: first with their bodies, then with a floor robot they can touch, and finally with blocks on a screen.",
            ],
          },
        },
        {
          type: "infographic",
          es: {
            title: "Un reto en el tapete del robot",
            image: courseImage(slug, "tapete-del-robot"),
            imageAlt:
              "Dibujo de un tapete cuadriculado con un robot en la salida, un bloque que hace de obstáculo, una estrella en la meta, un mando de flechas y unas piezas de repetir",
            points: [
              {
                x: 16,
                y: 76,
                label: "La salida",
                text: "El robot empieza mirando en una dirección. Decidir hacia dónde mira forma parte del reto.",
              },
              {
                x: 46,
                y: 46,
                label: "El obstáculo",
                text: "Obliga a girar. Con los pequeños basta uno; con los mayores, añadid varios o cambiadlos de sitio.",
              },
              {
                x: 82,
                y: 20,
                label: "La meta",
                text: "Una estrella, una casa o el dibujo de una granja: un objetivo que se vea bien desde cualquier lado.",
              },
              {
                x: 82,
                y: 76,
                label: "Las tarjetas de flechas",
                text: "El programa se escribe con tarjetas antes de pulsar los botones del robot; así se puede revisar y corregir.",
              },
              {
                x: 44,
                y: 84,
                label: "La tarjeta de repetir",
                text: "Una tarjeta con «× 3» delante de «avanza» enseña el bucle sin necesidad de palabras.",
              },
            ],
          },
          en: {
            title: "A challenge on the robot mat",
            image: courseImage(slug, "tapete-del-robot"),
            imageAlt:
              "Drawing of a grid mat with a robot at the start, a block as an obstacle, a star at the finish, an arrow keypad and some repeat pieces",
            points: [
              {
                x: 16,
                y: 76,
                label: "The start",
                text: "The robot starts facing one way. Deciding which way it faces is part of the challenge.",
              },
              {
                x: 46,
                y: 46,
                label: "The obstacle",
                text: "It forces a turn. One is enough for younger children; for older ones, add several or move them around.",
              },
              {
                x: 82,
                y: 20,
                label: "The finish",
                text: "A star, a house or a picture of a farm: a goal that is easy to see from any side.",
              },
              {
                x: 82,
                y: 76,
                label: "The arrow cards",
                text: "The program is written with cards before pressing the robot's buttons, so it can be checked and corrected.",
              },
              {
                x: 44,
                y: 84,
                label: "The repeat card",
                text: "A card with “× 3” in front of “forward” teaches the loop without needing words.",
              },
            ],
          },
        },
        {
          type: "tabs",
          es: {
            title: "Tres maneras de programar la misma ruta",
            tabs: [
              {
                label: "Con el cuerpo (6-7 años)",
                text: "Un niño hace de robot y el grupo le dicta los pasos en voz alta. Después, los mismos pasos se escriben con tarjetas de flechas.",
              },
              {
                label: "Con un robot de suelo (6-9 años)",
                text: "Robots que se programan con los botones de flecha que llevan encima. Se cuentan las casillas, se pulsan las flechas y se comprueba el resultado.",
              },
              {
                label: "En la pantalla (8-12 años)",
                text: "En ScratchJr o Scratch los bloques sustituyen a las tarjetas y aparece el bloque de repetir. El reto: el programa más corto que llegue a la meta.",
              },
            ],
          },
          en: {
            title: "Three ways to program the same route",
            tabs: [
              {
                label: "With their bodies (ages 6-7)",
                text: "One child plays the robot and the group calls out the steps. Then the same steps are written with arrow cards.",
              },
              {
                label: "With a floor robot (ages 6-9)",
                text: "Robots programmed with the arrow buttons on their back. Children count the squares, press the arrows and check the result.",
              },
              {
                label: "On screen (ages 8-12)",
                text: "In ScratchJr or Scratch, blocks replace the cards and the repeat block appears. The challenge: the shortest program that reaches the finish.",
              },
            ],
          },
        },
        {
          type: "test",
          es: {
            question:
              "Un robot debe recorrer un cuadrado: avanza 3, gira a la derecha, avanza 3, gira a la derecha, avanza 3, gira a la derecha, avanza 3, gira a la derecha. ¿Qué programa hace lo mismo?",
            options: [
              "repite 4 veces: [avanza 3, gira a la derecha]",
              "repite 3 veces: [avanza 4, gira a la derecha]",
              "avanza 12 y después gira a la derecha 4 veces",
              "repite 4 veces: [avanza 3] y después gira a la derecha",
            ],
          },
          en: {
            question:
              "A robot has to drive round a square: forward 3, turn right, forward 3, turn right, forward 3, turn right, forward 3, turn right. Which program does the same?",
            options: [
              "repeat 4 times: [forward 3, turn right]",
              "repeat 3 times: [forward 4, turn right]",
              "forward 12, then turn right 4 times",
              "repeat 4 times: [forward 3], then turn right",
            ],
          },
          solution: { correct: 0 },
          explanation: {
            es: "El patrón que se repite es «avanza 3, gira a la derecha», y se repite 4 veces: las dos órdenes van dentro del bucle. Si el giro queda fuera, el robot avanza 12 casillas en línea recta y gira una sola vez.",
            en: "The repeating pattern is “forward 3, turn right”, and it happens 4 times: both commands go inside the loop. If the turn is left outside, the robot goes 12 squares in a straight line and turns only once.",
          },
        },
        {
          type: "dragable",
          es: {
            prompt: "¿Qué idea de programación hay en cada situación cotidiana? Lleva cada una a su grupo.",
            items: [
              "Poner la mesa: mantel, platos, vasos y cubiertos",
              "Dar diez vueltas corriendo a la pista",
              "Si llueve, coger el paraguas",
              "Saltar a la comba hasta fallar",
              "Si el semáforo está en rojo, esperar",
              "Lavarse los dientes: cepillo, pasta, cepillar y enjuagar",
            ],
            targets: ["Secuencia", "Bucle", "Condicional"],
          },
          en: {
            prompt: "Which programming idea is in each everyday situation? Put each one in its group.",
            items: [
              "Laying the table: cloth, plates, glasses and cutlery",
              "Running ten laps of the track",
              "If it's raining, take an umbrella",
              "Skipping until you trip",
              "If the light is red, wait",
              "Brushing your teeth: brush, toothpaste, scrub and rinse",
            ],
            targets: ["Sequence", "Loop", "Conditional"],
          },
          solution: { placement: [0, 1, 2, 1, 2, 0] },
          explanation: {
            es: "Poner la mesa y lavarse los dientes son pasos en un orden fijo (secuencias); dar diez vueltas y saltar hasta fallar repiten una acción (bucles, uno con un número de veces y otro hasta que pasa algo); el paraguas y el semáforo dependen de una condición.",
            en: "Laying the table and brushing your teeth are steps in a set order (sequences); running ten laps and skipping until you trip repeat an action (loops, one a set number of times and the other until something happens); the umbrella and the traffic light depend on a condition.",
          },
        },
      ],
    },
    {
      title: { es: "Depurar sin miedo al error", en: "Debugging without fear of mistakes" },
      minutes: 60,
      blocks: [
        {
          type: "text",
          es: {
            title: "El error es información",
            paragraphs: [
              "Depurar es descubrir por qué un programa no hace lo que esperábamos y corregirlo. Quienes programan por oficio pasan buena parte de su tiempo depurando: no es un fracaso, es parte del trabajo.",
              "En clase, cómo reaccionas ante un error enseña tanto como la propia actividad. Celebra los errores encontrados («¡bien visto!») y pide que expliquen qué han cambiado y por qué.",
            ],
          },
          en: {
            title: "A mistake is information",
            paragraphs: [
              "Debugging means finding out why a program doesn't do what we expected and fixing it. Professional programmers spend a good part of their time debugging: it isn't failure, it is part of the job.",
              "In class, the way you react to a mistake teaches as much as the activity itself. Celebrate the bugs children find (“well spotted!”) and ask them to explain what they changed and why.",
            ],
          },
        },
        {
          type: "steps",
          es: {
            title: "Una rutina de depuración en cinco pasos",
            steps: [
              {
                title: "Predice",
                text: "Antes de ejecutar: ¿qué creemos que va a hacer el robot? Decidlo en voz alta o señaladlo en el tapete.",
              },
              {
                title: "Ejecuta y observa",
                text: "Poned el programa en marcha y mirad con atención en qué punto se separa de lo previsto.",
              },
              {
                title: "Localiza el primer fallo",
                text: "Recorred el programa paso a paso con el dedo hasta dar con la primera instrucción que no hace lo esperado.",
              },
              { title: "Cambia una sola cosa", text: "Si se cambian varias a la vez, no se sabe cuál lo ha arreglado." },
              { title: "Vuelve a probar", text: "Y si funciona, contad qué error era: así lo reconoceréis la próxima vez." },
            ],
          },
          en: {
            title: "A five-step debugging routine",
            steps: [
              {
                title: "Predict",
                text: "Before running it: what do we think the robot will do? Say it out loud or point to it on the mat.",
              },
              {
                title: "Run and watch",
                text: "Start the program and watch carefully for the point where it parts from what you expected.",
              },
              {
                title: "Find the first bug",
                text: "Go through the program step by step with a finger until you reach the first instruction that doesn't do what you expected.",
              },
              { title: "Change just one thing", text: "If you change several at once, you won't know which one fixed it." },
              { title: "Try again", text: "And if it works, say what the bug was: that way you'll recognise it next time." },
            ],
          },
        },
        {
          type: "dropdown",
          es: {
            title: "Errores típicos con robots de suelo",
            items: [
              {
                title: "Gira hacia el lado contrario",
                text: "Cuando el robot viene de frente, su derecha es nuestra izquierda. Pide que se coloquen detrás del robot o que giren el tapete.",
              },
              {
                title: "Se queda a una casilla de la meta",
                text: "Es un error de conteo: se contó la casilla de salida o se olvidó la última. Contad los saltos, no las casillas.",
              },
              {
                title: "Repite el programa anterior",
                text: "Muchos robots guardan las órdenes hasta que se borran. Incluid «borrar la memoria» en la rutina antes de programar.",
              },
              {
                title: "No hace nada",
                text: "Batería baja, interruptor apagado o programa sin enviar. Una lista de comprobación junto a la estación de carga ahorra muchas consultas.",
              },
            ],
          },
          en: {
            title: "Common bugs with floor robots",
            items: [
              {
                title: "It turns the wrong way",
                text: "When the robot is facing you, its right is your left. Have children stand behind the robot or turn the mat round.",
              },
              {
                title: "It stops one square short of the finish",
                text: "A counting mistake: the start square was counted or the last one was forgotten. Count the moves, not the squares.",
              },
              {
                title: "It repeats the previous program",
                text: "Many robots keep their commands until they are cleared. Add “clear the memory” to the routine before programming.",
              },
              {
                title: "It does nothing",
                text: "A flat battery, the switch off or a program that was never sent. A checklist next to the charging station saves lots of questions.",
              },
            ],
          },
        },
        {
          type: "selection",
          es: {
            question: "¿Qué actitudes del docente ayudan a que el alumnado depure sus programas con autonomía? Marca todas las correctas.",
            options: [
              "Preguntar «¿qué esperabas que pasara?» antes de dar pistas",
              "Corregir tú el programa para que no se frustren",
              "Celebrar que alguien encuentre un error",
              "Pedir que cambien una sola cosa cada vez",
              "Dar el programa correcto en cuanto algo falla",
            ],
          },
          en: {
            question: "Which teacher habits help pupils debug their programs on their own? Tick all that apply.",
            options: [
              "Asking “what did you expect to happen?” before giving hints",
              "Fixing the program yourself so they don't get frustrated",
              "Celebrating when someone finds a bug",
              "Asking them to change only one thing at a time",
              "Handing out the correct program as soon as something goes wrong",
            ],
          },
          solution: { correct: [0, 2, 3] },
          explanation: {
            es: "Preguntar por lo esperado, celebrar los errores encontrados y cambiar una cosa cada vez enseñan a depurar. Si corriges tú o das la solución, el programa funciona, pero el alumnado no aprende a encontrar el fallo.",
            en: "Asking what they expected, celebrating the bugs they find and changing one thing at a time teach debugging. If you fix it yourself or hand out the answer, the program works, but the children don't learn to find the bug.",
          },
        },
      ],
    },
    {
      title: { es: "Programación por bloques y placas", en: "Block programming and boards" },
      minutes: 105,
      blocks: [
        {
          type: "text",
          es: {
            title: "Un recorrido de los 6 a los 12 años",
            paragraphs: [
              "Los bloques permiten programar sin escribir código: cada instrucción es una pieza que encaja con otras, así que no hay errores de escritura y el alumnado se concentra en la lógica.",
              "Un recorrido posible: ScratchJr en las tabletas a partir de los 6 años, Scratch en el ordenador desde los 8 o 9, y placas programables como la micro:bit en el último ciclo, cuando lo que se programa sale de la pantalla para encender luces, medir la temperatura o mover un motor.",
            ],
          },
          en: {
            title: "A path from 6 to 12",
            paragraphs: [
              "Blocks let children program without typing code: each instruction is a piece that snaps onto others, so there are no typing errors and pupils can focus on the logic.",
              "One possible path: ScratchJr on tablets from age six, Scratch on the computer from eight or nine, and programmable boards such as the micro:bit in the last two years, when what they program leaves the screen to switch on lights, measure the temperature or turn a motor.",
            ],
          },
        },
        {
          type: "tabs",
          es: {
            title: "Tres entornos, tres momentos",
            tabs: [
              {
                label: "ScratchJr",
                text: "Para 6-8 años, en tableta. Los bloques son iconos sin texto que se encajan en horizontal. Ideal para contar historias y animar personajes.",
              },
              {
                label: "Scratch",
                text: "Para 8-12 años, en el ordenador o en el navegador. Bloques con texto, variables, mensajes entre personajes y una comunidad donde compartir proyectos.",
              },
              {
                label: "MakeCode para micro:bit",
                text: "Para 10-12 años. Bloques parecidos a los de Scratch y un simulador de la placa en la pantalla: se prueba allí y después se pasa a la placa de verdad.",
              },
            ],
          },
          en: {
            title: "Three environments, three stages",
            tabs: [
              {
                label: "ScratchJr",
                text: "For ages 6-8, on a tablet. The blocks are icons without words that snap together left to right. Great for telling stories and animating characters.",
              },
              {
                label: "Scratch",
                text: "For ages 8-12, on a computer or in the browser. Blocks with words, variables, messages between characters and a community for sharing projects.",
              },
              {
                label: "MakeCode for micro:bit",
                text: "For ages 10-12. Blocks much like Scratch's and an on-screen simulator of the board: children test there and then send the program to the real board.",
              },
            ],
          },
        },
        {
          type: "infographic",
          es: {
            title: "La placa micro:bit, parte por parte",
            image: courseImage(slug, "placa-microbit"),
            imageAlt:
              "Dibujo de una placa micro:bit en el centro rodeada de sus partes: las luces, los botones, los pines, el conector USB, los sensores y la radio",
            points: [
              {
                x: 18,
                y: 26,
                label: "Matriz de 25 luces LED",
                text: "Muestra números, letras e iconos. También sirve para medir la luz del ambiente.",
              },
              { x: 50, y: 14, label: "Botones A y B", text: "Las entradas más sencillas: «al presionar el botón A, muestra un corazón»." },
              {
                x: 82,
                y: 26,
                label: "Pines",
                text: "Conectan la placa con luces, motores o sensores externos mediante pinzas de cocodrilo.",
              },
              { x: 82, y: 74, label: "Conector USB", text: "Sirve para pasar el programa desde el ordenador y para alimentar la placa." },
              {
                x: 50,
                y: 86,
                label: "Sensores",
                text: "Temperatura, movimiento (acelerómetro) y brújula; la segunda versión de la placa añade micrófono y altavoz.",
              },
              {
                x: 18,
                y: 74,
                label: "Radio",
                text: "Las placas se envían mensajes entre sí sin cables: votaciones, juegos por equipos, avisos…",
              },
            ],
          },
          en: {
            title: "The micro:bit board, part by part",
            image: courseImage(slug, "placa-microbit"),
            imageAlt:
              "Drawing of a micro:bit board in the centre surrounded by its parts: the lights, the buttons, the pins, the USB connector, the sensors and the radio",
            points: [
              {
                x: 18,
                y: 26,
                label: "Grid of 25 LED lights",
                text: "It shows numbers, letters and icons. It can also measure how bright the room is.",
              },
              { x: 50, y: 14, label: "Buttons A and B", text: "The simplest inputs: “when button A is pressed, show a heart”." },
              { x: 82, y: 26, label: "Pins", text: "They connect the board to lights, motors or external sensors with crocodile clips." },
              { x: 82, y: 74, label: "USB connector", text: "It carries the program over from the computer and powers the board." },
              {
                x: 50,
                y: 86,
                label: "Sensors",
                text: "Temperature, movement (an accelerometer) and a compass; the second version of the board adds a microphone and a speaker.",
              },
              { x: 18, y: 74, label: "Radio", text: "Boards send messages to each other without wires: class votes, team games, alerts…" },
            ],
          },
        },
        {
          type: "video",
          es: {
            host: "youtube",
            videoId: "Vn2gQd7YsLk",
            title: "Tu primer programa en una placa",
            minutes: 6,
            transcript:
              "Profesor: Abrimos el editor MakeCode en el navegador y creamos un proyecto nuevo. A la izquierda está el simulador de la placa; en el centro, los bloques. [Arrastra un bloque] Cogemos «al presionar el botón A» y dentro ponemos «mostrar icono» con un corazón. Probamos en el simulador: pulso A… y aparece el corazón. Ahora lo complicamos un poco: «al presionar el botón B», «mostrar número» y, dentro, el sensor de temperatura. [Pulsa B en el simulador; aparece un número] Como el simulador no tiene termómetro, nos deja mover la temperatura a mano. Para pasarlo a la placa, la conectamos por USB y pulsamos «Descargar». [La placa muestra un corazón al pulsar A] Profesor: Con alumnos de 5.º, dejad que primero jueguen libremente con el simulador cinco minutos y después proponed el reto: «Haced que la placa os diga si hace frío o calor en clase».",
          },
          en: {
            host: "youtube",
            videoId: "Vn2gQd7YsLk",
            title: "Your first program on a board",
            minutes: 6,
            transcript:
              "Teacher: We open the MakeCode editor in the browser and create a new project. On the left is the board simulator; in the middle, the blocks. [He drags a block] We take “on button A pressed” and put “show icon” inside it, with a heart. Let's test it in the simulator: I press A… and the heart appears. Now let's make it a bit harder: “on button B pressed”, “show number”, and inside it the temperature sensor. [He presses B in the simulator; a number appears] Since the simulator has no thermometer, it lets us change the temperature by hand. To send it to the board, we plug it in with a USB cable and click “Download”. [The board shows a heart when A is pressed] Teacher: With ten-year-olds, let them play freely with the simulator for five minutes first, then set the challenge: “Make the board tell you whether the classroom is cold or warm.”",
          },
        },
        {
          type: "connect",
          es: {
            prompt: "Une cada bloque de MakeCode con lo que hace.",
            left: ["al presionar el botón A", "repetir 4 veces", "si … entonces", "para siempre", "mostrar número (temperatura)"],
            right: [
              "Repite lo que tiene dentro mientras la placa esté encendida.",
              "Ejecuta lo que tiene dentro solo cuando se cumple una condición.",
              "Muestra en las luces el valor que mide el sensor.",
              "Espera a que alguien pulse el botón y entonces ejecuta lo que tiene dentro.",
              "Ejecuta las instrucciones de dentro un número fijo de veces.",
            ],
          },
          en: {
            prompt: "Match each MakeCode block with what it does.",
            left: ["on button A pressed", "repeat 4 times", "if … then", "forever", "show number (temperature)"],
            right: [
              "Repeats what is inside it for as long as the board is on.",
              "Runs what is inside it only when a condition is true.",
              "Shows on the lights the value the sensor measures.",
              "Waits for someone to press the button and then runs what is inside it.",
              "Runs the instructions inside it a set number of times.",
            ],
          },
          solution: { pairs: [3, 4, 1, 0, 2] },
          explanation: {
            es: "«Al presionar el botón A» es un evento: espera a que ocurra algo. «Repetir 4 veces» y «para siempre» son bucles, uno con un número de vueltas y otro sin fin. «Si … entonces» es una condicional, y «mostrar número» es una salida que enseña lo que mide el sensor.",
            en: "“On button A pressed” is an event: it waits for something to happen. “Repeat 4 times” and “forever” are loops, one with a set number of turns and one endless. “If … then” is a conditional, and “show number” is an output that displays what the sensor measures.",
          },
        },
        {
          type: "test",
          es: {
            question: "Quieres que la placa muestre la temperatura cada vez que se pulse el botón B. ¿Qué programa lo hace?",
            options: [
              "para siempre: mostrar número (temperatura)",
              "al presionar el botón B: mostrar número (temperatura)",
              "al iniciar: mostrar número (temperatura)",
              "al presionar el botón A: mostrar icono (corazón)",
            ],
          },
          en: {
            question: "You want the board to show the temperature every time button B is pressed. Which program does that?",
            options: [
              "forever: show number (temperature)",
              "on button B pressed: show number (temperature)",
              "on start: show number (temperature)",
              "on button A pressed: show icon (heart)",
            ],
          },
          solution: { correct: 1 },
          explanation: {
            es: "El evento «al presionar el botón B» ejecuta lo de dentro cada vez que se pulsa. «Para siempre» la mostraría sin parar, «al iniciar» solo una vez al encender, y el último programa usa otro botón y otra salida.",
            en: "The “on button B pressed” event runs what is inside it every time the button is pressed. “Forever” would show it non-stop, “on start” only once when the board switches on, and the last program uses a different button and a different output.",
          },
        },
      ],
    },
  ],
};
