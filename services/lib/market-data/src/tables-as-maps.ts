/** Serialized tables (each a Record by key) as the Maps the loaded dataset reads them from. */
export type TablesAsMaps<T> = {
  [K in keyof T]-?: T[K] extends Record<string, infer V> | undefined ? Map<string, V> : never;
};
