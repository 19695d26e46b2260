import adventureCss from "./adventure.css?url";

/** The adventure's stylesheet, linked by its screen only (no other page carries its weight). */
export const adventureStyles = [{ rel: "stylesheet", href: adventureCss }];
