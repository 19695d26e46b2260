import { TEACHER_CHALLENGE } from "../../../common/challenges.ts";
import type { Db } from "../client.ts";
import { teacherChallengeEntries } from "../schema/index.ts";
import { DEMO_CENTRE } from "./centres.ts";
import { happened } from "./europe-challenge-demo.ts";

/**
 * Three candidacies to the teachers' super-challenge 2024, sent before its deadline, so the staff's list and CSV
 * have something to show (tests/e2e/teacher-challenge.spec.ts). Local demo only: the links point at example.org.
 * Dated from the product's clock (`now`): none before the edition opens, and each sent while it was open and
 * before `now` (europe-challenge-demo.ts's `happened`).
 */
export async function seedTeacherChallengeDemo(
  db: Db,
  ids: { teacher: string; moderator: string; team: string },
  now: Date,
): Promise<void> {
  const opens = new Date(TEACHER_CHALLENGE.opensAt);
  if (now < opens) return;
  const sent = (days: number) => happened(opens, days, new Date(TEACHER_CHALLENGE.closesAt), now);
  const common = { edition: TEACHER_CHALLENGE.edition, anythingElse: null, imagePermissions: true };
  await db
    .insert(teacherChallengeEntries)
    .values([
      {
        ...common,
        userId: ids.teacher,
        createdAt: sent(32),
        name: "Marta",
        lastName: "Ruiz Lozano",
        role: "Coordinadora TIC",
        email: "docente@demo.test",
        candidacyName: "Robots que cuentan historias",
        centreName: DEMO_CENTRE.name,
        centreCode: DEMO_CENTRE.code,
        communityId: 13,
        totalStudents: 412,
        totalTeachers: 31,
        candidacyTeachers: 14,
        studentsBenefited: 268,
        specialFeature: "Un colegio de dos líneas en Getafe donde cada clase tiene su rincón de robótica desmontable.",
        changeHistory: "Empezamos en 2021 con dos robots prestados; hoy todo el claustro programa con el alumnado una vez por semana.",
        teacherImpact: "Catorce docentes han hecho la formación del programa y preparan juntos las sesiones por ciclos.",
        studentImpact: "El alumnado de 3.º a 6.º cuenta cuentos programando robots y los presenta a las familias cada trimestre.",
        attachments: [
          { name: "Vídeo del proyecto", url: "https://example.org/superreto/cervantes/video" },
          { name: "Memoria (PDF)", url: "https://example.org/superreto/cervantes/memoria.pdf" },
        ],
      },
      {
        ...common,
        userId: ids.moderator,
        createdAt: sent(71),
        name: "Javier",
        lastName: "Sanz Ortega",
        role: "Director",
        email: "moderacion@demo.test",
        candidacyName: "La huerta conectada",
        centreName: "CEIP Rosalía de Castro",
        centreCode: "41008765",
        communityId: 1,
        totalStudents: 225,
        totalTeachers: 18,
        candidacyTeachers: 9,
        studentsBenefited: 225,
        specialFeature: "Un centro rural con huerto escolar, donde la tecnología sale al patio.",
        changeHistory: "Los sensores del huerto nacieron de una pregunta del alumnado de 5.º sobre cuánto riego hacía falta.",
        teacherImpact: "El profesorado de ciencias y el de matemáticas comparten ahora proyectos trimestrales.",
        studentImpact: "Todo el alumnado lee y grafica los datos del huerto; ha mejorado su manejo de tablas y gráficos.",
        attachments: [{ name: "Fotos del huerto", url: "https://example.org/superreto/huerta/fotos" }],
      },
      {
        ...common,
        userId: ids.team,
        createdAt: sent(88),
        imagePermissions: false,
        name: "Sergio",
        lastName: "Romero Blanco",
        role: "Jefe de estudios",
        email: "equipo@demo.test",
        candidacyName: "Pantallas con sentido",
        centreName: "CEIP Gloria Fuertes",
        centreCode: "50012233",
        communityId: 2,
        totalStudents: 310,
        totalTeachers: 24,
        candidacyTeachers: 6,
        studentsBenefited: 120,
        specialFeature: "Un centro que decidió usar menos pantallas, pero mejor.",
        changeHistory: "Tras un curso de uso libre de tabletas, el claustro acordó un plan digital con tiempos y objetivos.",
        teacherImpact: "Seis docentes lideran el plan y forman al resto en sesiones de media hora.",
        studentImpact: "El alumnado de 5.º y 6.º crea pequeños videojuegos sobre lo que aprende en otras áreas.",
        anythingElse: "Nos gustaría compartir el plan con otros centros.",
        attachments: [{ name: "Plan digital del centro", url: "https://example.org/superreto/gloria-fuertes/plan" }],
      },
    ])
    .onConflictDoNothing();
}
