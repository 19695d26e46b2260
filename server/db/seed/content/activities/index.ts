import type { ActivitySeed } from "../types.ts";
import { animationActivities } from "./animation.ts";
import { arActivities } from "./ar.ts";
import { gameActivities } from "./game.ts";
import { iaActivities } from "./ia.ts";
import { inventionActivities } from "./invention.ts";
import { iotActivities } from "./iot.ts";
import { roboticsActivities } from "./robotics.ts";
import { securityActivities } from "./security.ts";
import { threeDActivities } from "./three-d.ts";
import { videoGameActivities } from "./video-game.ts";
import { wellbeingActivities } from "./wellbeing.ts";

/** Every activity of the catalogue, one file per category. */
export const activitySeeds: ActivitySeed[] = [
  ...gameActivities,
  ...inventionActivities,
  ...animationActivities,
  ...videoGameActivities,
  ...threeDActivities,
  ...roboticsActivities,
  ...arActivities,
  ...iotActivities,
  ...iaActivities,
  ...securityActivities,
  ...wellbeingActivities,
];
