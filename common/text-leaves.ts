/** A nested catalogue of texts (UI, mail) as dotted keys → texts: what the catalogue tests compare across languages. */
export function textLeaves(value: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === "string") out.set(path, child);
    else for (const [k, v] of textLeaves(child, path)) out.set(k, v);
  }
  return out;
}
