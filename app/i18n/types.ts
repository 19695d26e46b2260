/** A catalogue with the same keys as the Spanish one, every leaf a string. */
export type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
