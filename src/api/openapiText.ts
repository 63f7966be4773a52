import { version } from '../../package.json';
import { openapiDocument } from './openapiDocument.js';

/**
 * The text of `ratebook/openapi.json`: what tsup.config.ts writes to dist/openapi.json and embeds in
 * the handler's lazily loaded chunk, and what vitest.config.ts gives the tests. Build time only.
 *
 * @example
 * JSON.parse(openapiText()).openapi // "3.1.0"
 */
export function openapiText(): string {
  return `${JSON.stringify(openapiDocument(version))}\n`;
}
