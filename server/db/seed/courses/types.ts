import type { BlockContent, BlockSolution, BlockType, Explanation, InteractiveBlockType } from "../../../../common/courses.ts";

export type Bilingual = { es: string; en: string };

/**
 * One content block in both languages. Interactive blocks carry their answer key and explanation and are
 * required unless they say otherwise; the other types are never required.
 */
export type BlockSeed = {
  [T in BlockType]: { type: T; es: BlockContent[T]; en: BlockContent[T] } & (T extends InteractiveBlockType
    ? { required?: boolean; solution: BlockSolution[T]; explanation: Explanation }
    : { required?: never; solution?: never; explanation?: never });
}[BlockType];

export type UnitSeed = { title: Bilingual; minutes: number; blocks: BlockSeed[] };

/**
 * A seeded course. Its cover is /images/courses/<slug>.svg and its blocks' pictures
 * /images/courses/<slug>/<name>.svg (see `courseImage`), drawn by scripts/draw-covers.ts. Recommended
 * activities are itinerary activities named "<itinerary slug>/<activity slug>" (activity slugs are unique
 * only within their itinerary), turned into ids at seed time.
 */
export type CourseSeed = {
  slug: string;
  title: Bilingual;
  summary: Bilingual;
  hours: number;
  published: boolean;
  recommendedCourses: string[];
  recommendedActivities: `${string}/${string}`[];
  units: UnitSeed[];
};

/** The course's cover, or one of its blocks' pictures by name. */
export function courseImage(courseSlug: string, name?: string): string {
  return name ? `/images/courses/${courseSlug}/${name}.svg` : `/images/courses/${courseSlug}.svg`;
}
