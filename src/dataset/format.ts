/** The file format tag this version of ratebook reads (apart from the schema, so that a receipt's version does not bring valibot). */
export const DATASET_FORMAT = 'ratebook-dataset@1';

/** The schema's sentence for another tag, built here: a template of an imported constant would keep the schema in every bundle. */
export const FORMAT_EXPECTED = `expected "${DATASET_FORMAT}"`;
