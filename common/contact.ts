/**
 * The foundation's identifying data used by the legal texts in both languages. Placeholders until the
 * foundation confirms them (registry number, tax code and address are not in the specification).
 */
export const FOUNDATION = {
  name: "Fundación Código Pequeño",
  cif: "G-00000000",
  address: "Calle de la Princesa 00, 28008 Madrid",
  registry: "000",
  email: "hola@codigopequeno.example",
  site: "codigopequeno.example",
} as const;

/** The support address as a rich-text link. */
export const EMAIL_LINK = `[${FOUNDATION.email}](mailto:${FOUNDATION.email})`;

/** The Spanish data protection authority. */
export const AEPD_LINK = "[www.aepd.es](https://www.aepd.es)";
