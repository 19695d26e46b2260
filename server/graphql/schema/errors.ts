import { DomainError } from "../../services/errors.ts";
import { builder } from "../builder.ts";

const FieldError = builder.objectRef<{ field: string; message: string }>("FieldError").implement({
  description: "A form field and the i18n key of its message.",
  fields: (t) => ({
    field: t.exposeString("field"),
    message: t.exposeString("message"),
  }),
});

/** Expected failures come back as this type, with a stable code and an i18n message key. */
builder.objectType(DomainError, {
  name: "DomainError",
  fields: (t) => ({
    code: t.exposeString("code"),
    message: t.exposeString("messageKey", { description: "i18n key of the message to show" }),
    retryAfter: t.exposeInt("retryAfter", {
      nullable: true,
      description: "Seconds to wait before trying again, for a refusal that says so.",
    }),
    fields: t.field({
      type: [FieldError],
      resolve: (error) => Object.entries(error.fields).map(([field, message]) => ({ field, message })),
    }),
  }),
});
