/** The file format tag this version of ratebook reads (apart from the schema, so that a receipt's version does not bring valibot). */
export const DATASET_FORMAT = 'ratebook-dataset@1';
