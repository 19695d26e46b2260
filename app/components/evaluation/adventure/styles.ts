import adventureCss from "./adventure.css?url";
import playCss from "./play.css?url";
import questionsCss from "./questions/questions.css?url";

/** The adventure's stylesheets, linked by its screen only (no other page carries their weight). */
export const adventureStyles = [
  { rel: "stylesheet", href: adventureCss },
  { rel: "stylesheet", href: questionsCss },
  { rel: "stylesheet", href: playCss },
];
