import { account } from "./account.ts";
import { adventure } from "./adventure.ts";
import { activities } from "./activities.ts";
import { comments } from "./comments.ts";
import { courses } from "./courses.ts";
import { editor } from "./editor.ts";
import { forum } from "./forum.ts";
import { publications } from "./publications.ts";
import { errors } from "./errors.ts";
import { evaluation } from "./evaluation.ts";
import { files } from "./files.ts";
import { formation } from "./formation.ts";
import { gallery } from "./gallery.ts";
import { guide } from "./guide.ts";
import { itineraries } from "./itineraries.ts";
import { licences } from "./licences.ts";
import { layout } from "./layout.ts";
import { meta } from "./meta.ts";
import { moderation } from "./moderation.ts";
import { bulletin } from "./bulletin.ts";
import { certificates } from "./certificates.ts";
import { notifications } from "./notifications.ts";
import { password } from "./password.ts";
import { settings } from "./settings.ts";
import { reports } from "./reports.ts";
import { social } from "./social.ts";
import { staff } from "./staff.ts";
import { surveys } from "./surveys.ts";
import { teacherChallenge } from "./teacher-challenge.ts";
import { centres } from "./centres.ts";
import { analytics } from "./analytics.ts";
import { europeChallenge } from "./europe-challenge.ts";
import { boards } from "./boards.ts";
import { people } from "./people.ts";
import { editing } from "./editing.ts";

/** The Spanish catalogue: the reference every other language must match key for key. */
export const es = {
  errors,
  layout,
  meta,
  ...account,
  password,
  settings,
  social,
  activities,
  comments,
  editor,
  publications,
  guide,
  licences,
  itineraries,
  formation,
  files,
  moderation,
  bulletin,
  gallery,
  forum,
  notifications,
  courses,
  certificates,
  reports,
  evaluation,
  surveys,
  adventure,
  staff,
  teacherChallenge,
  centres,
  analytics,
  europeChallenge,
  boards,
  people,
  editing,
};

export type Catalogue = typeof es;
