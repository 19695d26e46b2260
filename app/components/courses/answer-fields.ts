/**
 * An interactive block's form fields as the answer the API takes (common/courses.ts BlockAnswer): `choice` (test),
 * `choices` (selection), `pair-<i>` (connect), `place-<i>` (dragable). Anything missing or not a number is left
 * for the server to refuse with its message: the server alone decides whether an answer fits its block.
 */
export function answerFromFields(form: FormData): unknown {
  const number = (value: FormDataEntryValue | null) => (typeof value === "string" && /^\d{1,3}$/.test(value) ? Number(value) : null);
  if (form.has("choice")) return { choice: number(form.get("choice")) };
  const indexed = (prefix: string) => {
    const values: (number | null)[] = [];
    for (const [key, value] of form) {
      const match = new RegExp(`^${prefix}-(\\d{1,3})$`).exec(key);
      if (match) values[Number(match[1])] = number(value);
    }
    return Array.from(values, (value) => value ?? null);
  };
  if ([...form.keys()].some((key) => key.startsWith("pair-"))) return { pairs: indexed("pair") };
  if ([...form.keys()].some((key) => key.startsWith("place-"))) return { placement: indexed("place") };
  return { choices: form.getAll("choices").map(number) };
}
