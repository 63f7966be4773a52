// Stands in for `ratebook`: a conversion that does nothing (bench/cold/floor/main.mjs).
export const convert = () => ({ result: 0 });
