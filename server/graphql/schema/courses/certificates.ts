import { pathFor } from "../../../../common/routes.ts";
import { requireUser } from "../../../policies/guards.ts";
import { type CertificateView, certificateOf, verifyCertificate } from "../../../services/courses/certificates.ts";
import { type CompletedCourseView, type TrainingHoursView, trainingHours } from "../../../services/courses/training-hours.ts";
import { builder } from "../../builder.ts";
import { expected } from "../../expected-errors.ts";

/**
 * Course certificates and training hours (issue 14): a teacher's certificate of a completed course, the public
 * check of a certificate code, and the teacher's training hours of the school year (My panel).
 */

const CertificateRef = builder.objectRef<CertificateView>("Certificate").implement({
  description: "A completed course's certificate: who completed which course, its hours, when, and the code that verifies it.",
  fields: (t) => ({
    code: t.exposeString("code", { description: "XXXX-XXXX-XXXX" }),
    holderName: t.exposeString("holderName", { description: "The teacher's name and surnames; empty when the account has none." }),
    courseSlug: t.exposeString("courseSlug"),
    courseTitle: t.exposeString("courseTitle", { description: "In the request's language." }),
    hours: t.exposeInt("hours"),
    completedAt: t.string({ description: "ISO 8601", resolve: (certificate) => certificate.completedAt.toISOString() }),
    verificationUrl: t.string({
      description: "The public page that verifies it, absolute, in the request's language (the certificate's QR code opens it).",
      resolve: (certificate, _args, ctx) => `${ctx.publicUrl}${pathFor("certificate-verify", ctx.lang, { code: certificate.code })}`,
    }),
  }),
});

const CompletedCourseRef = builder.objectRef<CompletedCourseView>("CompletedCourse").implement({
  description: "A course the teacher completed.",
  fields: (t) => ({
    slug: t.exposeString("slug"),
    title: t.exposeString("title"),
    hours: t.exposeInt("hours"),
    completedAt: t.string({ description: "ISO 8601", resolve: (course) => course.completedAt.toISOString() }),
    certificateCode: t.exposeString("certificateCode", { nullable: true }),
    schoolYear: t.exposeString("schoolYear", { description: "The school year it was completed in, as 2026-27." }),
    current: t.exposeBoolean("current", { description: "Completed in the current school year: its hours count." }),
  }),
});

const TrainingHoursRef = builder.objectRef<TrainingHoursView>("TrainingHours").implement({
  description:
    "The teacher's training hours of the current school year (1 September to 31 August, Madrid time) against the reference-centre criterion.",
  fields: (t) => ({
    schoolYear: t.string({ description: "As 2026-27.", resolve: (view) => view.schoolYear.label }),
    hours: t.exposeInt("hours", { description: "The hours of the courses completed in the current school year." }),
    criterion: t.exposeInt("criterion", { description: "The reference-centre criterion, in hours per school year." }),
    courses: t.expose("courses", { type: [CompletedCourseRef], description: "Every course completed, newest first." }),
  }),
});

builder.queryFields((t) => ({
  certificate: t.field({
    type: CertificateRef,
    nullable: true,
    description: "Public: what a certificate code stands for; null for a code nobody holds or text that is not a code.",
    args: { code: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => verifyCertificate(ctx.db, args.code, ctx.lang),
  }),
  courseCertificate: t.field({
    type: CertificateRef,
    description:
      "The signed-in teacher's certificate of a course (by slug) they completed; NOT_FOUND when there is no such course or they have not completed it.",
    authScopes: { courseReader: true },
    args: { slug: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const me = requireUser(await ctx.me());
      return expected(() => certificateOf(ctx.db, me.id, args.slug, ctx.lang));
    },
  }),
  myTrainingHours: t.field({
    type: TrainingHoursRef,
    description: "The signed-in teacher's training hours of the current school year and the courses they completed.",
    authScopes: { courseReader: true },
    resolve: async (_root, _args, ctx) => trainingHours(ctx.db, requireUser(await ctx.me()).id, ctx.lang, ctx.now()),
  }),
}));
