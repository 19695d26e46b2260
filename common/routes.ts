import { type Language, LANGUAGES } from "./languages.ts";

/**
 * The route table of specification section 2: every route name with its Spanish and English path,
 * the languages that have page metadata (a screen is shown only in those) and its access rule.
 * React Router's config (app/routes.ts) is generated from it for the screens that exist.
 *
 * Who may open a screen (applied by common/access.ts before any loader runs; decision 015):
 * public; login (any signed-in user); anonymous (only visitors); developer (the CMS screens, others go to
 * /cms/login); licence (a licensed teacher); inClass (a licence or the developer flag, section 6); community
 * (a licence or a moderator: reading the forum and gallery); bulletin (community, staff or an event manager);
 * courses (inClass or an event manager); preview (staff or an event manager: the courses' previews); or a role
 * of section 6 — moderator, licenseGenerator, staff (the foundation's staff), eventManager, admin (people and roles).
 */
export type Access =
  | "public"
  | "login"
  | "anonymous"
  | "developer"
  | "licence"
  | "inClass"
  | "community"
  | "bulletin"
  | "courses"
  | "preview"
  | RoleAccess;
export type RoleAccess = "moderator" | "licenseGenerator" | "staff" | "eventManager" | "admin";

export type RouteDef = {
  paths: Record<Language, string>;
  /** Languages with page metadata; in any other the language-unavailable page appears. */
  languages: readonly Language[];
  access: Access;
};

const both = ["es", "en"] as const;
const esOnly = ["es"] as const;

function r(es: string, en: string, access: Access = "public", languages: readonly Language[] = both): RouteDef {
  return { paths: { es, en }, languages, access };
}

export const ROUTES = {
  home: r("/", "/"),
  access: r("/acceder", "/access", "anonymous"),
  "cms-login": r("/cms/login", "/cms/login"),
  signup: r("/registro", "/signup", "anonymous"),
  logout: r("/cerrar-sesion", "/logout"),
  /** Stores a language, consent or banner choice made by a plain link or form, then goes back (issue 31). */
  preferences: r("/preferencias", "/preferences"),
  "signup-success": r("/registro-exito", "/signup-success"),
  "save-birthdate": r("/fecha-nacimiento/:id", "/birthdate/:id"),
  "forgot-password": r("/contrasena-olvidada", "/forgot-password", "anonymous"),
  "restore-password": r("/restaurar-contrasena", "/restore-password"),
  "google-redirect": r("/acceder/google", "/access/google"),
  "microsoft-redirect": r("/acceder/microsoft", "/access/microsoft"),
  profile: r("/mi-cuenta/:tab?", "/my-account/:tab?", "login"),
  "create-password": r("/mi-cuenta/crear-contrasena", "/my-account/create-password", "login"),
  "update-password": r("/mi-cuenta/cambiar-contrasena", "/my-account/change-password", "login"),
  "delete-account": r("/mi-cuenta/borrar-cuenta", "/my-account/delete-account", "login"),
  /** Everything the product holds about the signed-in person, as a ZIP (issue 18). */
  "personal-data": r("/mi-cuenta/mis-datos.zip", "/my-account/my-data.zip", "login"),
  "link-account": r("/mi-cuenta/vincular-cuenta/:token", "/my-account/link-account/:token", "login"),
  "unlink-account": r("/mi-cuenta/desvincular-cuenta/:accountType", "/my-account/unlink-account/:accountType", "login"),
  "link-error": r("/mi-cuenta/error-vinculacion", "/my-account/link-error", "login"),
  "link-with-google": r("/mi-cuenta/vincular-google", "/my-account/link-google", "login"),
  "link-with-microsoft": r("/mi-cuenta/vincular-microsoft", "/my-account/link-microsoft", "login"),
  "linked-account": r("/mi-cuenta/cuenta-vinculada", "/my-account/linked-account", "login"),
  "licence-assign": r("/mi-cuenta/licencia", "/my-account/licence", "login"),
  "unlinked-account": r("/mi-cuenta/cuenta-desvinculada", "/my-account/unlinked-account"),
  introduction: r("/presentacion", "/introduction"),
  methodology: r("/metodologia", "/methodology"),
  cookies: r("/legal/politica-cookies", "/legal/cookie-policy"),
  privacy: r("/legal/politica-privacidad", "/legal/privacy-policy"),
  "privacy-clause": r("/legal/clausula-privacidad", "/legal/privacy-clause"),
  "legal-advice": r("/legal/aviso-legal", "/legal/legal-notice"),
  terms: r("/legal/condiciones-generales", "/legal/terms-and-conditions"),
  activities: r("/actividades", "/activities"),
  "activities-teachers": r("/educadores/actividades", "/teachers/activities"),
  "activities-families": r("/familias/actividades", "/families/activities"),
  "activities-children": r("/ninos/actividades", "/children/activities"),
  activity: r("/actividades/:id", "/activities/:id"),
  "activity-classification": r("/actividades/:classification/:id", "/activities/:classification/:id"),
  "activity-guide": r("/actividades/:id/guia.pdf", "/activities/:id/guide.pdf", "login"),
  "activity-comment-delete": r("/actividades/:id/eliminar", "/activities/:id/delete", "login"),
  "activity-comment-reject": r("/actividades/:id/rechazar", "/activities/:id/reject", "moderator"),
  moderation: r("/moderacion", "/moderation", "moderator"),
  "staff-licences": r("/gestion/licencias", "/staff/licences", "licenseGenerator"),
  "staff-licence-batch-csv": r("/gestion/licencias/:id/codigos.csv", "/staff/licences/:id/codes.csv", "licenseGenerator"),
  "staff-licence-requests": r("/gestion/solicitudes-licencias", "/staff/licence-requests", "licenseGenerator"),
  news: r("/noticias", "/news"),
  "news-item": r("/noticias/:id", "/news/:id"),
  events: r("/eventos", "/events"),
  event: r("/eventos/:id", "/events/:id"),
  topic: r("/profundiza/:id", "/in-depth/:id"),
  program: r("/programa/:id", "/programme/:id"),
  qr: r("/qr/:id", "/qr/:id"),
  link: r("/link/:link", "/link/:link"),
  "reference-centers": r("/centros-referencia", "/reference-centres"),
  "reference-centers-badge": r("/centros_referencia/insignia", "/reference-centres/badge", "login"),
  /** An accredited centre's badge as a file (:format svg or png). */
  "reference-centers-badge-file": r("/centros_referencia/insignia/:format", "/reference-centres/badge/:format", "login"),
  "superchallenge-teachers": r("/superreto-docentes", "/teachers-superchallenge"),
  "form-superchallenge-teachers": r("/formulario-superreto-docentes", "/teachers-superchallenge-form", "login"),
  "superchallenge-europe": r("/superreto-europeo", "/european-superchallenge"),
  "form-superchallenge-europe": r("/formulario-superreto-europeo", "/european-superchallenge-form", "login"),
  "my-courses": r("/cursos", "/courses", "courses", esOnly),
  course: r("/curso/:id", "/course/:id", "courses"),
  "course-preview": r("/curso/:id/preview", "/course/:id/preview", "preview"),
  "course-activity-preview": r("/actividad-curso/:id/preview", "/course-activity/:id/preview", "preview"),
  /** A completed course's certificate (PDF) and the public page its code and QR open. */
  "course-certificate": r("/curso/:id/certificado", "/course/:id/certificate", "courses"),
  "certificate-verify": r("/certificado/:code", "/certificate/:code"),
  "my-panel": r("/mi-panel", "/my-panel", "licence"),
  dossier: r("/mi-panel/dossier", "/my-panel/dossier", "inClass"),
  faqs: r("/faqs", "/faqs", "inClass", esOnly),
  itineraries: r("/itinerarios", "/itineraries", "inClass"),
  "itinerary-activity": r(
    "/itinerarios/:itineraryAge/:itineraryId/actividades/:activityId",
    "/itineraries/:itineraryAge/:itineraryId/activities/:activityId",
    "inClass",
  ),
  "itinerary-activity-redirect": r(
    "/itinerarios/:itineraryId/actividades/:activityId",
    "/itineraries/:itineraryId/activities/:activityId",
    "inClass",
  ),
  // Issue 17: loading an activity's program (or the teacher's own .hex) onto the classroom's board, with driver help.
  boards: r("/placas", "/boards", "inClass"),
  "board-program-file": r("/placas/programa/:id", "/boards/program/:id", "inClass"),
  "license-form": r("/licencias", "/licences", "licence"),
  "formation-access": r("/formacion", "/formation", "licence"),
  "formation-view": r("/formacion/:accessCode", "/formation/:accessCode", "licence"),
  "formation-preview": r("/formacion/:id/preview", "/formation/:id/preview", "staff"),
  "formation-downloads-ai-robotics": r("/formacion/descargas/ia-robotica", "/formation/downloads/ai-robotics", "licence"),
  "formation-downloads-pc-itineraries": r("/formacion/descargas/itinerarios-pc", "/formation/downloads/pc-itineraries", "licence"),
  "formation-downloads-vr": r("/formacion/descargas/realidad-virtual", "/formation/downloads/virtual-reality", "licence"),
  "formation-download-file": r("/formacion/descargas/archivo/:file", "/formation/downloads/file/:file", "licence"),
  forum: r("/foro", "/forum", "community", esOnly),
  "forum-post": r("/foro/:id", "/forum/:id", "community", esOnly),
  "forum-share": r("/foro-compartir", "/forum-share", "licence", esOnly),
  "forum-delete": r("/foro/:id/eliminar", "/forum/:id/delete", "licence", esOnly),
  "forum-answer-delete": r("/foro/:id/eliminar-respuesta", "/forum/:id/delete-answer", "licence", esOnly),
  "forum-reject": r("/foro/:id/rechazar", "/forum/:id/reject", "moderator", esOnly),
  gallery: r("/galeria", "/gallery", "community", esOnly),
  "gallery-post": r("/galeria/:id", "/gallery/:id", "community", esOnly),
  "gallery-share": r("/galeria-compartir", "/gallery-share", "licence", esOnly),
  "gallery-delete": r("/galeria/:id/eliminar", "/gallery/:id/delete", "licence", esOnly),
  "gallery-comment-delete": r("/galeria/:id/eliminar-comentario", "/gallery/:id/delete-comment", "licence", esOnly),
  "gallery-reject": r("/galeria/:id/rechazar", "/gallery/:id/reject", "moderator", esOnly),
  bulletin: r("/anuncios", "/bulletin", "bulletin", esOnly),
  "bulletin-post": r("/anuncios/:id", "/bulletin/:id", "bulletin", esOnly),
  "bulletin-answer-delete": r("/anuncios/:id/eliminar", "/bulletin/:id/delete", "licence", esOnly),
  evaluation: r("/evaluacion/:refetch?", "/evaluation/:refetch?", "licence", esOnly),
  "classroom-create": r("/nueva-aula", "/new-classroom", "licence", esOnly),
  "classroom-delete": r("/borrar-aula/:id", "/delete-classroom/:id", "licence", esOnly),
  "tracking-form": r("/informeseguimiento/:token?", "/follow-up-report/:token?", "licence"),
  "tracking-form-pc": r("/informeseguimientopc/:token?", "/follow-up-report-pc/:token?", "licence"),
  // Issue 15's own screens around the evaluation: a classroom's results (with its PDF report and CSV), a key's
  // printable card, the pupils' adventure (no account: a key's code opens it), the staff's follow-up reports and
  // survey counts, and the open-activity survey a teacher answers.
  "classroom-results": r("/evaluacion/aula/:id", "/evaluation/classroom/:id", "licence", esOnly),
  "classroom-report": r("/evaluacion/aula/:id/informe.pdf", "/evaluation/classroom/:id/report.pdf", "licence", esOnly),
  "classroom-results-csv": r("/evaluacion/aula/:id/resultados.csv", "/evaluation/classroom/:id/results.csv", "licence", esOnly),
  "adventure-key-card": r("/evaluacion/clave/:id", "/evaluation/key/:id", "licence", esOnly),
  adventure: r("/aventura/:code?", "/adventure/:code?"),
  // Issue 18: the back office. Its hub is for the foundation's staff (the developer flag: others go to /cms/login);
  // people, their staff roles and the audit log for admins.
  cms: r("/cms", "/cms", "developer"),
  "cms-people": r("/cms/personas", "/cms/people", "admin"),
  "cms-person": r("/cms/personas/:id", "/cms/people/:id", "admin"),
  "cms-audit": r("/cms/registro", "/cms/audit-log", "admin"),
  // The editors (decision 041): news and events for event managers (admins hold the flag too).
  "cms-news": r("/cms/noticias", "/cms/news", "eventManager"),
  "cms-news-new": r("/cms/noticias/nueva", "/cms/news/new", "eventManager"),
  "cms-news-edit": r("/cms/noticias/:id", "/cms/news/:id", "eventManager"),
  "cms-news-preview": r("/cms/noticias/:id/vista-previa", "/cms/news/:id/preview", "eventManager"),
  "cms-events": r("/cms/eventos", "/cms/events", "eventManager"),
  "cms-events-new": r("/cms/eventos/nuevo", "/cms/events/new", "eventManager"),
  "cms-events-edit": r("/cms/eventos/:id", "/cms/events/:id", "eventManager"),
  "cms-events-preview": r("/cms/eventos/:id/vista-previa", "/cms/events/:id/preview", "eventManager"),
  // The in-depth topics' and the programmes' public pages: the foundation's staff.
  "cms-topics": r("/cms/temas", "/cms/topics", "staff"),
  "cms-topics-new": r("/cms/temas/nuevo", "/cms/topics/new", "staff"),
  "cms-topics-edit": r("/cms/temas/:id", "/cms/topics/:id", "staff"),
  "cms-topics-preview": r("/cms/temas/:id/vista-previa", "/cms/topics/:id/preview", "staff"),
  "cms-programs": r("/cms/programas", "/cms/programmes", "staff"),
  "cms-programs-edit": r("/cms/programas/:id", "/cms/programmes/:id", "staff"),
  "cms-programs-preview": r("/cms/programas/:id/vista-previa", "/cms/programmes/:id/preview", "staff"),
  "cms-activities": r("/cms/actividades", "/cms/activities", "staff"),
  "cms-activities-new": r("/cms/actividades/nueva", "/cms/activities/new", "staff"),
  "cms-activities-edit": r("/cms/actividades/:id", "/cms/activities/:id", "staff"),
  "cms-activities-preview": r("/cms/actividades/:id/vista-previa", "/cms/activities/:id/preview", "staff"),
  // Courses for the foundation's staff: a course, its units, and each unit's blocks (its preview is course-preview).
  "cms-courses": r("/cms/cursos", "/cms/courses", "staff"),
  "cms-courses-new": r("/cms/cursos/nuevo", "/cms/courses/new", "staff"),
  "cms-courses-edit": r("/cms/cursos/:id", "/cms/courses/:id", "staff"),
  "cms-course-unit": r("/cms/cursos/:id/unidad/:unitId", "/cms/courses/:id/unit/:unitId", "staff"),
  "cms-itineraries": r("/cms/itinerarios", "/cms/itineraries", "staff"),
  "cms-itineraries-new": r("/cms/itinerarios/nuevo", "/cms/itineraries/new", "staff"),
  "cms-itineraries-edit": r("/cms/itinerarios/:id", "/cms/itineraries/:id", "staff"),
  "cms-itinerary-activity-new": r("/cms/itinerarios/:id/actividad/nueva", "/cms/itineraries/:id/activity/new", "staff"),
  "cms-itinerary-activity": r("/cms/itinerarios/:id/actividad/:activityId", "/cms/itineraries/:id/activity/:activityId", "staff"),
  // Formations and the downloads pages' files: the foundation's staff (formation-preview is the formations' preview).
  "cms-formations": r("/cms/formaciones", "/cms/formations", "staff"),
  "cms-formations-new": r("/cms/formaciones/nueva", "/cms/formations/new", "staff"),
  "cms-formations-edit": r("/cms/formaciones/:id", "/cms/formations/:id", "staff"),
  "cms-downloads": r("/cms/descargas", "/cms/downloads", "staff"),
  "cms-downloads-new": r("/cms/descargas/nueva", "/cms/downloads/new", "staff"),
  "cms-downloads-edit": r("/cms/descargas/:id", "/cms/downloads/:id", "staff"),
  // The in-class FAQs and dossier, the reference centres and the super-challenges' editions: the foundation's staff.
  "cms-faqs": r("/cms/preguntas-frecuentes", "/cms/faqs", "staff"),
  "cms-dossier": r("/cms/dossier", "/cms/dossier", "staff"),
  "cms-dossier-section": r("/cms/dossier/:id", "/cms/dossier/:id", "staff"),
  "cms-challenges": r("/cms/superretos", "/cms/superchallenges", "staff"),
  "cms-challenge-edition-new": r("/cms/superretos/nueva", "/cms/superchallenges/new", "staff"),
  "cms-challenge-edition": r("/cms/superretos/:id", "/cms/superchallenges/:id", "staff"),
  "cms-centres": r("/cms/centros-referencia", "/cms/reference-centres", "staff"),
  "cms-centre": r("/cms/centros-referencia/:id", "/cms/reference-centres/:id", "staff"),
  /** The staff screens' first address: it leads to the back office (/cms, 301). */
  "staff-home": r("/gestion", "/staff", "staff"),
  "staff-reports": r("/gestion/informes-seguimiento", "/staff/follow-up-reports", "staff"),
  "staff-reports-csv": r("/gestion/informes-seguimiento.csv", "/staff/follow-up-reports.csv", "staff"),
  "activity-survey": r("/actividades/:id/encuesta", "/activities/:id/survey", "login"),
  "staff-surveys": r("/gestion/encuestas", "/staff/surveys", "staff"),
  // Issue 16: the challenges' entries for staff (lists, CSV, an entry's private files) and the analytics dashboard.
  "staff-teacher-challenge": r("/gestion/superreto-docentes", "/staff/teachers-superchallenge", "staff"),
  "staff-teacher-challenge-csv": r("/gestion/superreto-docentes.csv", "/staff/teachers-superchallenge.csv", "staff"),
  "staff-europe-challenge": r("/gestion/superreto-europeo", "/staff/european-superchallenge", "staff"),
  "staff-europe-challenge-csv": r("/gestion/superreto-europeo.csv", "/staff/european-superchallenge.csv", "staff"),
  "staff-europe-challenge-file": r("/gestion/superreto-europeo/archivo/:id", "/staff/european-superchallenge/file/:id", "staff"),
  "staff-analytics": r("/gestion/analitica", "/staff/analytics", "staff"),
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof ROUTES;
export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/** Whether a string (an API's answer, a stored value) names a route of the table. */
export const isRouteName = (value: string): value is RouteName => Object.hasOwn(ROUTES, value);

/** Screens that need a larger device than a phone (classroom evaluation); smaller screens get the screen-too-small page. */
export const DESKTOP_ONLY: readonly RouteName[] = ["evaluation", "classroom-create"];

/**
 * Screens whose page is the same for every visitor without an account (the catalogue, the publications,
 * the programme's texts, the blank sign-in forms): only these may be kept by the server's render cache
 * (server/http/render-cache.ts). A page showing the state of an emailed link (restoring a password),
 * an answer, or anything else one visitor's action changes for them is not listed.
 */
export const SHARED_PAGES: ReadonlySet<RouteName> = new Set<RouteName>([
  "home",
  "introduction",
  "methodology",
  "cookies",
  "privacy",
  "privacy-clause",
  "legal-advice",
  "terms",
  "activities",
  "activities-teachers",
  "activities-families",
  "activities-children",
  "activity",
  "activity-classification",
  "news",
  "news-item",
  "events",
  "event",
  "topic",
  "program",
  "reference-centers",
  "access",
  "signup",
  "forgot-password",
]);

/** The licence-only screens (section 2; the itineraries pages are the premium ones of section 6). */
export function needsLicence(name: RouteName): boolean {
  const access: Access = ROUTES[name].access;
  return access === "licence" || access === "inClass" || access === "community" || access === "bulletin";
}

export function isAvailableIn(name: RouteName, lang: Language): boolean {
  return (ROUTES[name].languages as readonly Language[]).includes(lang);
}

/** The profile tabs, by their Spanish path word and English path word. */
export const PROFILE_TABS = {
  activities: { es: "actividades", en: "activities" },
  settings: { es: "configuracion", en: "settings" },
  contributions: { es: "aportaciones", en: "contributions" },
  courses: { es: "cursos", en: "courses" },
  itineraries: { es: "itinerarios", en: "itineraries" },
} as const;
export type ProfileTab = keyof typeof PROFILE_TABS;

export type RouteParams = Record<string, string | undefined>;

/** A profile tab's path word in a language, whichever language's word it is given in. */
export function localizeProfileTab(word: string, lang: Language): string {
  const tab = profileTabOf(word);
  return tab ? PROFILE_TABS[tab][lang] : word;
}

export function profileTabOf(word: string | undefined): ProfileTab | null {
  if (!word) return null;
  for (const [tab, words] of Object.entries(PROFILE_TABS)) {
    if (words.es === word || words.en === word) return tab as ProfileTab;
  }
  return null;
}

/** The path of a route in a language, with its parameters filled in (optional ones left out when missing). */
export function pathFor(name: RouteName, lang: Language, params: RouteParams = {}): string {
  const pattern = ROUTES[name].paths[lang];
  if (name === "profile" && params.tab) params = { ...params, tab: localizeProfileTab(params.tab, lang) };
  const filled = pattern
    .split("/")
    .map((segment) => {
      if (!segment.startsWith(":")) return segment;
      const optional = segment.endsWith("?");
      const key = segment.slice(1, optional ? -1 : undefined);
      const value = params[key];
      if (value === undefined || value === "") {
        if (optional) return null;
        throw new Error(`Missing parameter ${key} for route ${name}`);
      }
      return encodeURIComponent(value);
    })
    .filter((segment) => segment !== null)
    .join("/");
  return filled === "" ? "/" : filled;
}

export type RouteMatch = { name: RouteName; lang: Language; params: RouteParams; languageFromPath: boolean };

/** A route's path in one language, split once: static segments, and parameters (`:key`, `:key?` optional). */
type Pattern = {
  name: RouteName;
  lang: Language;
  parts: (string | { key: string; optional: boolean })[];
  languageFromPath: boolean;
};
// matchRoute runs several times per page request (the root middleware, the screen's meta, the header):
// the patterns are parsed once. Where both languages share a path, only the first language's is kept;
// an equal score never replaced it anyway.
const PATTERNS: Pattern[] = ROUTE_NAMES.flatMap((name) => {
  const { paths } = ROUTES[name] as RouteDef;
  const languageFromPath = paths.es !== paths.en;
  return (languageFromPath ? LANGUAGES : LANGUAGES.slice(0, 1)).map((lang) => ({
    name,
    lang,
    languageFromPath,
    parts: paths[lang]
      .split("/")
      .filter(Boolean)
      .map((part) => (part.startsWith(":") ? { key: part.slice(1).replace(/\?$/, ""), optional: part.endsWith("?") } : part)),
  }));
});

/** Static segments outrank parameters, as in React Router, so /mi-cuenta/borrar-cuenta is not a profile tab. */
function matchPattern(parts: Pattern["parts"], segments: string[]): { params: RouteParams; score: number } | null {
  const params: RouteParams = {};
  let score = 0;
  let i = 0;
  for (const part of parts) {
    const segment = segments[i];
    if (typeof part !== "string") {
      if (segment === undefined) {
        if (part.optional) continue;
        return null;
      }
      try {
        params[part.key] = decodeURIComponent(segment);
      } catch {
        return null; // malformed percent-encoding (`%E0`): no screen has this address
      }
      score += 2;
    } else {
      if (segment !== part) return null;
      score += 3;
    }
    i++;
  }
  return i === segments.length ? { params, score } : null;
}

/**
 * Which route and language a path belongs to. The language comes from the path where the Spanish
 * and English paths differ; where they are the same, `languageFromPath` is false and the caller
 * uses the stored choice.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const segments = pathname.split("/").filter(Boolean);
  let best: (RouteMatch & { score: number }) | null = null;
  for (const { name, lang, parts, languageFromPath } of PATTERNS) {
    const found = matchPattern(parts, segments);
    if (found && (!best || found.score > best.score)) best = { name, lang, params: found.params, languageFromPath, score: found.score };
  }
  if (!best) return null;
  const { score: _score, ...match } = best;
  return match;
}
