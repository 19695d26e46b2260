import { PDFDocument, PDFName } from "pdf-lib";
import { describe, expect, test } from "vitest";
import { pdfText } from "../../server/test/pdf-text.ts";
import { buildCertificatePdf, type CertificatePdfData, certificateFileName } from "./certificate-pdf.server.ts";

const certificate: CertificatePdfData = {
  code: "ABCD-EFGH-JK23",
  holderName: "Marta Ruiz Lozano",
  courseSlug: "robotica-en-el-aula",
  courseTitle: "Robótica en el aula",
  hours: 6,
  // 23:30 on 2 March in UTC is already 3 March in Madrid.
  completedAt: "2027-03-02T23:30:00.000Z",
  verificationUrl: "https://codigopequeno.example/certificado/ABCD-EFGH-JK23",
};

describe("the course certificate PDF", () => {
  test("in Spanish: the name, the course, its hours, the Madrid date, the code and the verification address", async () => {
    const bytes = await buildCertificatePdf(certificate, "es", "https://codigopequeno.example", "marta@example.org");
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe("Certificado de formación · Robótica en el aula");
    expect(String(doc.catalog.get(PDFName.of("Lang")))).toContain("es-ES");
    const [lines] = await pdfText(bytes);
    expect(lines).toEqual(
      expect.arrayContaining([
        "Certificado de formación",
        "Marta Ruiz Lozano",
        "Robótica en el aula",
        "6 horas de formación. Completado el 3 de marzo de 2027.",
        "ABCD-EFGH-JK23",
        "https://codigopequeno.example/certificado/ABCD-EFGH-JK23",
      ]),
    );
  });

  test("in English, one hour in the singular; an account without a name gets the fallback", async () => {
    const english = {
      ...certificate,
      holderName: "",
      hours: 1,
      courseTitle: "Robotics in the classroom",
      verificationUrl: "https://x.example/certificate/ABCD-EFGH-JK23",
    };
    const bytes = await buildCertificatePdf(english, "en", "https://x.example", "marta@example.org");
    expect(String((await PDFDocument.load(bytes)).catalog.get(PDFName.of("Lang")))).toContain("en-GB");
    const [lines] = await pdfText(bytes);
    expect(lines).toEqual(
      expect.arrayContaining([
        "Training certificate",
        "marta@example.org",
        "Robotics in the classroom",
        "1 hour of training. Completed on 3 March 2027.",
      ]),
    );
  });

  test("the file is named for the course, safely, in the page's language", () => {
    expect(certificateFileName("robotica-en-el-aula", "es")).toBe("certificado-robotica-en-el-aula.pdf");
    expect(certificateFileName("robotica-en-el-aula", "en")).toBe("certificate-robotica-en-el-aula.pdf");
    expect(certificateFileName('a"b\r\nc', "es")).toBe("certificado-a-b--c.pdf");
  });
});
