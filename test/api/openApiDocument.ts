// The OpenAPI document as the tests see it, and Ajv (JSON Schema 2020-12) over it: validate a real
// answer against what the document says a path answers with that status and content type.
import { existsSync, readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { openapiText } from '../../src/api/openapiText.js';

/** The document's text, generated as the build generates it. */
export const TEXT = openapiText(JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version);
/** The document. */
export const DOCUMENT = JSON.parse(TEXT) as OpenApi;
/** dist/openapi.json, when a build made one. */
export const DIST = new URL('../../dist/openapi.json', import.meta.url);
export const distText = (): string | undefined => (existsSync(DIST) ? readFileSync(DIST, 'utf8') : undefined);

export interface OpenApi {
  openapi: string;
  paths: Record<
    string,
    { get: { operationId: string; parameters?: { name: string; required: boolean; schema: object }[]; responses: Record<string, Response> } }
  >;
  components: { schemas: Record<string, object>; responses: Record<string, Response> };
}
interface Response {
  $ref?: string;
  description?: string;
  content?: Record<string, { schema: object }>;
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
ajv.addSchema(DOCUMENT, 'openapi.json');

const pointer = (parts: string[]) => parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/** The response object the document gives for a path and status, its $ref followed. */
export function documented(path: string, status: number): Response | undefined {
  const found = DOCUMENT.paths[path]?.get.responses[String(status)];
  if (found?.$ref) return DOCUMENT.components.responses[found.$ref.split('/').pop()!];
  return found;
}

/**
 * Checks a real answer against the document: the status is documented for the path, the content
 * type is the documented one and the body matches its schema (Ajv, 2020-12). Returns the errors, [] when it conforms.
 */
export function conformance(path: string, status: number, contentType: string | null, body: string): string[] {
  const response = DOCUMENT.paths[path]?.get.responses[String(status)];
  if (!response) return [`${path}: status ${status} is not documented`];
  const resolved = documented(path, status)!;
  if (!resolved.content) return body === '' ? [] : [`${path} ${status}: a body where the document says none`];
  const type = (contentType ?? '').split(';')[0]!;
  if (!resolved.content[type]) return [`${path} ${status}: content type ${type} is not documented`];
  const where = response.$ref
    ? `openapi.json#/components/responses/${response.$ref.split('/').pop()}/content/${pointer([type])}/schema`
    : `openapi.json#/paths/${pointer([path])}/get/responses/${status}/content/${pointer([type])}/schema`;
  const validate = ajv.getSchema(where);
  if (!validate) return [`${where}: no schema`];
  if (validate(JSON.parse(body))) return [];
  return (validate.errors ?? []).map((e) => `${path} ${status}: ${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`);
}
