import blocksCss from "./blocks.css?url";
import coursesCss from "./courses.css?url";

/**
 * The course screens' stylesheets, linked by those screens only: a unit's blocks and the course pieces would add
 * their weight to every page's one stylesheet, on the slow school connections the product serves.
 */
export const courseCardStyles = [{ rel: "stylesheet", href: coursesCss }];
export const courseStyles = [...courseCardStyles, { rel: "stylesheet", href: blocksCss }];
