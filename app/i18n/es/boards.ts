/** Programming the classroom's board from the browser (issue 17): the uploader, its failures and the driver help. */
export const boards = {
  title: "Programar una placa",
  lead: "Carga en la placa del aula el programa de una actividad, o uno tuyo, desde el navegador: conecta la placa al ordenador con el cable USB, elige cuál es y pulsa «Cargar en la placa».",
  program: {
    legend: "Programa",
    own: "Un archivo .hex mío",
    ownLabel: "Archivo del programa (.hex)",
    ownHint: "El archivo Intel HEX que exporta tu editor (por ejemplo, «Exportar binarios compilados» en el IDE de Arduino).",
    ownMissing: "Elige primero el archivo del programa.",
    ownTooBig: "El archivo pesa demasiado para ser el programa de una placa.",
    ownUnreadable: "No se pudo leer el archivo. Elígelo otra vez.",
    ownReady: "{{name}}: {{bytes}} bytes, listo para cargar.",
    bytes: "{{bytes}} bytes",
    none: "Tus itinerarios no tienen programas para placa. Puedes cargar un archivo .hex tuyo.",
    download: "Descargar el programa (.hex)",
    activity: "Ver la actividad «{{name}}»",
  },
  board: {
    legend: "Placa",
    chip: "chip USB {{chip}}",
  },
  upload: {
    button: "Cargar en la placa",
    connecting: "Conectando con la placa…",
    write: "Escribiendo el programa…",
    verify: "Comprobando lo escrito…",
    percent: "{{percent}} %",
    progress: "Progreso de la carga",
    done: "Programa cargado y comprobado: {{bytes}} bytes en la placa {{board}}. Ya puedes desconectar el cable.",
    unknownPort:
      "El puerto elegido ({{ids}}) no es el de ninguna placa que conozcamos: si la carga falla, revisa el controlador más abajo.",
    otherBoard: "El puerto elegido ({{ids}}) parece de otra placa ({{boards}}), no de la placa {{board}}.",
    fetchFailed: "No se pudo descargar el programa. Comprueba la conexión y vuelve a intentarlo.",
  },
  errors: {
    noPort:
      "No has elegido ningún puerto. Conecta la placa, pulsa «Cargar en la placa» y elígela en la lista del navegador; si no aparece, revisa el controlador.",
    noAnswer:
      "La placa no responde. Comprueba que el cable USB es de datos y que la placa elegida es la que está conectada, y vuelve a intentarlo; si sigue sin responder, revisa el controlador.",
    wrongBoard:
      "La placa conectada no es la placa {{board}} elegida: su microcontrolador responde {{got}}. Elige la placa correcta y vuelve a cargar.",
    verifyMismatch:
      "Lo escrito en la placa no coincide con el programa (dirección {{address}}). Vuelve a cargarlo; si se repite, prueba con otro cable o puerto USB.",
    protocol: "La placa dejó de responder a mitad de la carga. Vuelve a intentarlo sin desconectar el cable.",
    portError:
      "No se pudo usar el puerto ({{message}}). Cierra otros programas que lo estén usando, como un editor o un monitor serie, y vuelve a intentarlo.",
    tooLarge: "El programa ocupa {{size}} bytes y en la placa caben {{max}}.",
  },
  hex: {
    empty: "El archivo está vacío.",
    startCode: "La línea {{line}} no empieza por «:»: no es un archivo Intel HEX.",
    characters: "La línea {{line}} tiene caracteres que no son hexadecimales.",
    length: "La línea {{line}} no tiene la longitud que declara.",
    checksum: "La suma de comprobación de la línea {{line}} no cuadra: el archivo está dañado.",
    recordType: "La línea {{line}} tiene un tipo de registro desconocido ({{type}}).",
    badRecord: "La línea {{line}} tiene un registro mal formado.",
    overlap: "La línea {{line}} vuelve a escribir la dirección {{address}}.",
    missingEof: "Falta el final del archivo: puede estar incompleto.",
    afterEof: "Hay datos después del final del archivo (línea {{line}}).",
    tooLarge: "El programa ocupa {{size}} bytes y en la placa caben {{max}}.",
  },
  drivers: {
    title: "Ayuda de placas y controladores",
    intro:
      "Si la placa no aparece en la lista del navegador, o no responde, lo más habitual es que falte el controlador del chip USB de la placa.",
    system: "Sistema operativo",
    systems: { windows: "Windows", macos: "macOS", linux: "Linux", chromeos: "ChromeOS" },
    chip: "La placa {{board}} usa el chip USB {{chip}}.",
    builtIn: "{{system}} ya trae el controlador: no hay que instalar nada.",
    builtInRecent: "Windows 10 y posteriores ya traen el controlador; en versiones anteriores se instala con el IDE de Arduino.",
    download: "Descarga el controlador desde la página del fabricante del chip, instálalo y vuelve a conectar la placa:",
    downloadOlder:
      "Las versiones recientes de macOS ya traen el controlador; en versiones anteriores, descárgalo desde la página del fabricante del chip:",
    link: "Controlador {{chip}} para {{system}}",
    check: "Cómo comprobar que funciona",
    checks: {
      windows:
        "Abre el Administrador de dispositivos: con la placa conectada aparece un puerto nuevo en «Puertos (COM y LPT)», por ejemplo COM3.",
      macos: "En el Terminal, «ls /dev/cu.*» muestra un puerto nuevo al conectar la placa, por ejemplo /dev/cu.usbserial-0001.",
      linux:
        "En un terminal, «ls /dev/ttyUSB* /dev/ttyACM*» muestra un puerto nuevo al conectar la placa. Si el navegador no puede abrirlo, tu usuario debe estar en el grupo «dialout».",
      chromeos: "Conecta la placa y pulsa «Cargar en la placa»: su puerto aparece en la lista del navegador.",
    },
    cable: "Usa un cable USB de datos: algunos cables solo cargan y con ellos la placa no aparece.",
  },
  noSerial: {
    title: "Este navegador no puede hablar con la placa",
    text: "Cargar un programa desde la web necesita Web Serial, que tienen Chrome y Edge en un ordenador (Windows, macOS, Linux o ChromeOS). Abre esta página en uno de ellos, o descarga el programa y cárgalo con una herramienta de escritorio.",
    port: "PUERTO",
    avrdude: "Con avrdude (lo instala el IDE de Arduino), en un terminal, cambiando PUERTO por el de tu placa (COM3, /dev/ttyUSB0…):",
  },
  small:
    "Para cargar un programa en la placa, abre esta página en un ordenador con la placa conectada. Desde aquí puedes descargar el programa.",
  activity: {
    title: "Programa para la placa",
    text: "Esta actividad tiene un programa preparado ({{bytes}} bytes) para cargarlo en la placa del kit.",
    open: "Abrirlo en «Programar una placa»",
  },
};
