import { openapiDocument } from './openapiDocument.js';

/**
 * The text of `ratebook/openapi.json`: what tsup.config.ts writes to dist/openapi.json and embeds in
 * the handler's lazily loaded chunk, and what vitest.config.ts gives the tests. Build time only.
 *
 * @param version - The package's version.
 * @example
 * JSON.parse(openapiText('0.1.0')).openapi // "3.1.0"
 */
export function openapiText(version: string): string {
  return `${JSON.stringify(openapiDocument(version))}\n`;
}
