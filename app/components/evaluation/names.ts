/** The search parameters the evaluation's list reads after a classroom is created (its id) or deleted. */
export const CREATED_PARAM = "creada";
export const DELETED_PARAM = "borrada";
