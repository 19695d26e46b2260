import { canPreviewCourses, canReadCourses } from "../../common/roles.ts";

/**
 * Courses (sections 4 and 6). Taking a course needs a licence, the developer flag or the event-manager flag;
 * the same rule guards the course pages (access "courses") and the API (scope courseReader). Previews of any
 * course, published or not, are for staff and event managers (access "preview", scope coursePreviewer).
 */
export { canPreviewCourses, canReadCourses };

/** A teacher reads and answers a course once it is published; a previewer sees it before. */
export function canSeeCourse(viewer: { previewer: boolean }, course: { published: boolean }): boolean {
  return course.published || viewer.previewer;
}
