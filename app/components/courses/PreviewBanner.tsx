import { useTranslation } from "../../i18n/index.ts";

/** Says plainly that this is a preview: nothing is recorded, and whether the course is published. */
export function PreviewBanner({ published }: { published: boolean }) {
  const { t } = useTranslation();
  return (
    <p className="course-preview-banner" role="note">
      <strong>{t("courses.preview.label")}</strong> {t("courses.preview.note")}{" "}
      {t(published ? "courses.preview.published" : "courses.preview.unpublished")}
    </p>
  );
}
