/** A plain form's hidden fields (its intent, the item's id…), one per value given; an absent value sends none. */
export function Hidden({ values }: { values: Record<string, string | null | undefined> }) {
  return Object.entries(values).map(([name, value]) => value != null && <input key={name} type="hidden" name={name} value={value} />);
}
