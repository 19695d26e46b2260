import centresCss from "./centres.css?url";

/** The reference centres' page's stylesheet, linked by that page only (its markers and entries are its own). */
export const centresStyles = [{ rel: "stylesheet", href: centresCss }];
