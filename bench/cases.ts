// The documents the bench measures, shared by run.ts (over HTTP) and statements.ts (in process).
export const ME =
  "{ me { id email name lastName developer moderator programs { id name } licenseData { center } center { id name town } } }";
const CARD =
  "id slug title summary cover audience ageSegments difficulty minutes category access locked rating { average count } favourite done";
export const LIST_DEFAULT = `{ activities { total pageCount items { ${CARD} } } }`;
export const LIST_FILTERED = `{ activities(filter: { ages: [nineToTwelve], devices: [pc] }, sort: timeML, page: 3) { total pageCount items { ${CARD} } } }`;
export const DETAIL = `{ activity(slug: "bench-05000") { ${CARD} competences withKit withMaterials withPc withTablet description materials steps tips guideUrl updatedAt } }`;
// The in-class area, as the licensed demo teacher (the seeded itineraries; one of them locked for her).
export const ITINERARIES =
  "{ itineraries(filter: { age: nineToTwelve }) { id urlId name description image devices age locked lockedReason activityCount firstActivityUrlId program { id name } } }";
export const ITINERARY_ACTIVITY =
  '{ itineraryActivity(itineraryUrlId: "primaria-6-8-programar-jugando", activityUrlId: "pinta-como-un-ordenador") { position total activity { name } content { summary steps } previous { urlId } next { urlId } } }';

// The gallery's grid, as the licensed demo teacher (BENCH_GALLERY generated results): a section's page 2.
export const GALLERY =
  "{ galleryResults(filter: { age: nineToTwelve }, page: 2) { total pageCount items { id title author { name } files { kind state thumbUrl width height } } } }";
export const GALLERY_PAGE = "/galeria?seccion=nineToTwelve&page=2";
// The forum (issue 13) over BENCH_THEMES (100,000) generated themes, as the licensed demo teacher.
const THEME_CARD = "id state title categories createdAt publishedAt replyCount lastReplyAt mine author { name }";
export const FORUM_RECENT = `{ forumThemes { total pageCount items { ${THEME_CARD} } } }`;
export const FORUM_FILTERED = `{ forumThemes(filter: { categories: [robotics] }, sort: lastAnswerFirst, page: 3) { total pageCount items { ${THEME_CARD} } } }`;
export const FORUM_PAGE = "/foro?categoria=robotics&orden=lastAnswerFirst&pagina=3";

// A course unit with its blocks and the teacher's results (issue 14), and my courses, as the licensed demo teacher.
export const COURSE_UNIT =
  '{ course(slug: "competencia-digital-docente") { title progress { completedUnits totalUnits lastUnitId } units { id position title completed } unit(position: 3) { blocks { id type required content result { correct marks } } } } }';
export const MY_COURSES =
  "{ courses { id slug title hours unitCount progress { completedUnits totalUnits completed } } courseRecommendations { courses { slug } activities { urlId } } }";
export const COURSE_PAGE = "/curso/competencia-digital-docente?unit=3";

export const LIST_PAGE = "/actividades?age=nineToTwelve&device=pc&sort=timeML&page=3";
export const ITINERARIES_PAGE = "/itinerarios?age=9-12";
export const ITINERARY_ACTIVITY_PAGE = "/itinerarios/6-8/primaria-6-8-programar-jugando/actividades/pinta-como-un-ordenador";

export type GraphQLCase = {
  name: string;
  query: string;
  signedIn?: boolean /** Part of the list cases run at every scale. */;
  list?: boolean;
};
export const GRAPHQL_CASES: GraphQLCase[] = [
  { name: "GraphQL { __typename } (baseline)", query: "{ __typename }" },
  { name: "GraphQL me, anonymous", query: ME },
  { name: "GraphQL me, signed in", query: ME, signedIn: true },
  { name: "GraphQL activities, A-Z, page 1", query: LIST_DEFAULT, list: true },
  { name: "GraphQL activities, 9-12 + PC, time ML, page 3", query: LIST_FILTERED, list: true },
  { name: "GraphQL activity detail", query: DETAIL },
  { name: "GraphQL itineraries 9-12, teacher", query: ITINERARIES, signedIn: true },
  { name: "GraphQL itinerary activity, teacher", query: ITINERARY_ACTIVITY, signedIn: true },
  { name: "GraphQL gallery grid 9-12, page 2, teacher", query: GALLERY, signedIn: true },
  { name: "GraphQL forum themes, recent, page 1, teacher", query: FORUM_RECENT, signedIn: true },
  { name: "GraphQL forum themes, robotics, last answer, page 3, teacher", query: FORUM_FILTERED, signedIn: true },
  { name: "GraphQL course unit, teacher", query: COURSE_UNIT, signedIn: true },
  { name: "GraphQL my courses, teacher", query: MY_COURSES, signedIn: true },
];
