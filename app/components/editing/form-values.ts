/** What every editor's action reads the same way from its multipart form (issue 18, decision 041). */

/** The chosen file, or null: browsers send an empty, nameless file when none was chosen. */
export function chosenFile(form: FormData, name = "image"): File | null {
  const file = form.get(name);
  return file instanceof File && file.size > 0 ? file : null;
}

/** The form's texts by name, each a string ("" when absent). */
export function textsFromForm<N extends string>(form: FormData, names: readonly N[]): Record<N, string> {
  return Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? "")])) as Record<N, string>;
}
