/** The file format tag this version of ratebook reads (apart from the schema, so that a receipt's version does not bring valibot). */
export const DATASET_FORMAT = 'ratebook-dataset@1';

/** The schema's sentence for another tag, DATASET_FORMAT written out: a template is a top-level statement a bundler keeps. */
export const FORMAT_EXPECTED = 'expected "ratebook-dataset@1"';
