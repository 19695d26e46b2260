/** The query parameter naming the comment on the delete and reject pages. */
export const COMMENT_PARAM = "comentario";
/** On the reject page: where to go back to ("moderacion" = the queue; anything else = the activity). */
export const FROM_PARAM = "desde";
export const FROM_QUEUE = "moderacion";
/** Added to the queue's address after a rejection made on the confirmation page, to announce it. */
export const REJECTED_FLAG = "rechazado";
