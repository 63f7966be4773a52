// The OpenAPI document as text: the build generates it from src/api/operations.ts (tsup.config.ts,
// which writes the same text to dist/openapi.json; vitest.config.ts for the tests). Imported only
// dynamically, by openapiRoute.ts.
import text from '../api/openapi.json?raw';

/** The OpenAPI 3.1 document of the HTTP API, as JSON text. */
export const OPENAPI_TEXT: string = text;
