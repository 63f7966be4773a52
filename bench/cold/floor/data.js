// Stands in for `ratebook/data` (bench/cold/floor/main.mjs).
export const defaultDataset = {};
