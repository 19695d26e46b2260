import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { REPORT_QUESTIONS } from "../common/reports.ts";
import { followUpReports, users } from "./db/schema/index.ts";
import { newReportCode } from "./services/reports/codes.ts";
import { givenUser } from "./test/factories.ts";
import { givenProgram, givenTeacher } from "./test/itinerary-factories.ts";
import { testPages } from "./test/pages.ts";

/**
 * The follow-up report's pages as a browser without scripts uses them: the code form, the kind's address, a draft
 * saved with its time and resumed, a refused send, the locked report; the staff's list and its CSV.
 */

const pages = testPages();

async function html(path: string, token?: string) {
  const res = await pages.app.request(path, { headers: token ? { cookie: `token=${token}` } : {}, redirect: "manual" });
  return { status: res.status, location: res.headers.get("location"), body: await res.text(), type: res.headers.get("content-type") };
}

async function givenReport(userId: string, kind: "vulnerable" | "refCenter") {
  const code = newReportCode();
  await pages.database.db.insert(followUpReports).values({ code, kind, userId });
  return code;
}

const madridTime = (date: Date) =>
  new Intl.DateTimeFormat("es-ES", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "Europe/Madrid" }).format(date);

const complete = (): Record<string, string> => ({
  teacherName: "Marta Ruiz",
  organisation: "CEIP Miguel de Cervantes",
  groupName: "4.º A",
  ageSegment: "nineToTwelve",
  studentCount: "24",
  subjects: "mathematics",
  materialsDamaged: "no",
  suggestions: "",
  ...Object.fromEntries(REPORT_QUESTIONS.refCenter.map((id) => [`ratings.${id}`, "4"])),
});

describe("the teacher's report pages", () => {
  test("a code form, the kind's own address, a draft with its time, a refused send, then sent and read only", async () => {
    const db = pages.database.db;
    const teacher = await givenTeacher(db, [await givenProgram(db)]);
    const family = await givenUser(db);
    const code = await givenReport(teacher.id, "refCenter");

    // Licence only: a visitor signs in first, an account without a licence is refused.
    expect(await html(`/informeseguimientopc/${code}`)).toMatchObject({ status: 302 });
    expect((await html(`/informeseguimientopc/${code}`, family.token)).status).toBe(403);

    // Without a code the page asks for it; a wrong one says so (404) and keeps what was typed.
    const ask = await html("/informeseguimiento", teacher.token);
    expect(ask.status).toBe(200);
    expect(ask.body).toContain("Código del informe");
    const wrong = await pages.post("/informeseguimiento", teacher.token, { intent: "code", code: "zzzzz-zzzzz" });
    expect(wrong.status).toBe(404);
    expect(await wrong.text()).toContain("El código es incorrecto");
    const wrongAddress = await html("/informeseguimientopc/ZZZZZ-ZZZZZ", teacher.token);
    expect(wrongAddress.status).toBe(404);
    expect(wrongAddress.body).toContain("El código es incorrecto");
    // A right code typed on the other kind's form opens the report's own address; so does the other kind's address.
    const typed = await pages.post("/informeseguimiento", teacher.token, { intent: "code", code: code.toLowerCase() });
    expect(typed.status).toBe(302);
    expect(typed.headers.get("location")).toBe(`/informeseguimientopc/${code}`);
    expect(await html(`/informeseguimiento/${code}`, teacher.token)).toMatchObject({
      status: 302,
      location: `/informeseguimientopc/${code}`,
    });
    expect(await html(`/informeseguimientopc/${code.toLowerCase()}`, teacher.token)).toMatchObject({
      status: 302,
      location: `/informeseguimientopc/${code}`,
    });

    // The form, prefilled with the teacher's name.
    const form = await html(`/informeseguimientopc/${code}`, teacher.token);
    expect(form.status).toBe(200);
    expect(form.body).toContain("Informe de seguimiento: centro de referencia");
    expect(form.body).toContain('value="Ana López"');
    expect(form.body).toContain("1 (muy bajo)");
    expect(form.body).toContain("0 de 2000 caracteres");

    // A draft keeps what is filled and says when; opened again, the answers are there.
    const saved = await pages.post(`/informeseguimientopc/${code}`, teacher.token, {
      intent: "draft",
      teacherName: "Marta Ruiz",
      studentCount: "24",
      "ratings.materials": "4",
    });
    expect(saved.status).toBe(200);
    const [row] = await db.select().from(followUpReports).where(eq(followUpReports.code, code));
    expect(await saved.text()).toContain(`Borrador guardado a las ${madridTime(row!.draftSavedAt!)}`);
    const resumed = (await html(`/informeseguimientopc/${code}`, teacher.token)).body;
    expect(resumed).toContain('value="Marta Ruiz"');
    expect(resumed).toContain('value="24"');
    expect(resumed).toMatch(/id="report-ratings-materials-4"[^>]*checked/);

    // A count the API could not even receive is refused with the same message, and nothing is lost on screen.
    const typo = await pages.post(`/informeseguimientopc/${code}`, teacher.token, {
      intent: "draft",
      teacherName: "Marta R.",
      studentCount: "24a",
    });
    expect(typo.status).toBe(400);
    const typoPage = await typo.text();
    expect(typoPage).toContain("Escribe un número entero");
    expect(typoPage).toContain('value="Marta R."');

    // Sending without everything: the summary names each field to fix.
    const refused = await pages.post(`/informeseguimientopc/${code}`, teacher.token, { intent: "send", teacherName: "Marta Ruiz" });
    expect(refused.status).toBe(400);
    const refusedPage = await refused.text();
    expect(refusedPage).toContain("No se ha enviado: revisa");
    expect(refusedPage).toContain("Marca al menos una asignatura");
    expect(refusedPage).toContain('href="#report-ratings-materials-1"');

    const sent = await pages.post(`/informeseguimientopc/${code}`, teacher.token, { intent: "send", ...complete() });
    expect(sent.status).toBe(200);
    const sentPage = await sent.text();
    expect(sentPage).toContain("Informe enviado. ¡Gracias!");
    expect(sentPage).toContain("Este informe ya se ha enviado y no se puede cambiar.");
    expect(sentPage).not.toContain('name="teacherName"');
    expect(sentPage).toContain("4 (alto)");
    // Read only from then on; a post is refused by the server.
    const after = await pages.post(`/informeseguimientopc/${code}`, teacher.token, { intent: "draft", teacherName: "Otra" });
    expect(after.status).toBe(400);
    const [locked] = await db.select().from(followUpReports).where(eq(followUpReports.code, code));
    expect(locked!.answers).toMatchObject({ teacherName: "Marta Ruiz" });

    // In English, the same report at its English address.
    const english = await html(`/follow-up-report-pc/${code}`, teacher.token);
    expect(english.body).toContain("Follow-up report: reference centre");
    expect(english.body).toContain("Sent on ");
    expect(english.body).toContain("4 (high)");
    expect((await html("/follow-up-report/ZZZZZ-ZZZZZ", teacher.token)).body).toContain("The code is not correct");
  });
});

describe("the staff's pages", () => {
  test("staff issue a report and download the sent ones as CSV; teachers may not", async () => {
    const db = pages.database.db;
    const staff = await givenUser(db, { roles: ["DEVELOPER"] });
    const teacher = await givenTeacher(db, [await givenProgram(db)]);
    await db.update(users).set({ type: "AGENT" }).where(eq(users.id, teacher.id));
    expect((await html("/gestion/informes-seguimiento", teacher.token)).status).toBe(403);
    expect((await html("/gestion/informes-seguimiento.csv", teacher.token)).status).toBe(403);

    const issued = await pages.post("/gestion/informes-seguimiento", staff.token, { email: teacher.email, kind: "" });
    expect(issued.status).toBe(200);
    const [report] = await db.select().from(followUpReports).where(eq(followUpReports.userId, teacher.id));
    expect(report).toMatchObject({ kind: "vulnerable" });
    const page = await issued.text();
    expect(page).toContain(`Informe emitido para ${teacher.email} (Infancia vulnerable), código ${report!.code}`);
    expect(page).toContain("Pendiente");
    const unknown = await pages.post("/gestion/informes-seguimiento", staff.token, { email: "nadie@example.org", kind: "" });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("No hay ninguna cuenta con este correo");

    await db
      .update(followUpReports)
      .set({
        sentAt: new Date("2026-03-03T09:30:00Z"),
        answers: {
          teacherName: 'Luis "Lucho" Gil',
          organisation: "=Asociación Barrio Vivo",
          groupName: "Tarde",
          ageSegment: "sixToEight",
          studentCount: 12,
          subjects: ["digitalLiteracy", "sport"],
          ratings: { materials: 5, confidence: 3 },
          materialsDamaged: false,
          suggestions: "Más tiempo,\npor favor",
        },
      })
      .where(eq(followUpReports.id, report!.id));
    const csv = await html("/gestion/informes-seguimiento.csv?kind=vulnerable", staff.token);
    expect(csv.status).toBe(200);
    expect(csv.type).toContain("text/csv");
    const lines = csv.body.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(
      "code,kind,account_email,issued_at,sent_at,teacher_name,centre_or_entity,classroom_or_group,age_segment,student_count,subjects," +
        "rating_materials,rating_activities,rating_training,rating_support,rating_engagement,rating_learning,rating_curriculum,rating_recommend," +
        "rating_confidence,rating_inclusion,materials_damaged,materials_damaged_which,suggestions",
    );
    expect(lines[1]).toContain(`${report!.code},Infancia vulnerable,${teacher.email},`);
    expect(lines[1]).toContain(
      `"Luis ""Lucho"" Gil",'=Asociación Barrio Vivo,Tarde,6-8 años,12,Alfabetización digital; Deporte y juego,5,,,,,,,,3,,No,,"Más tiempo,`,
    );
    // Only sent reports, of the kind asked for.
    const other = (await html("/gestion/informes-seguimiento.csv?kind=refCenter", staff.token)).body;
    expect(other).not.toContain(report!.code);
    expect(other).toContain(",Centro de referencia,");
  });
});
