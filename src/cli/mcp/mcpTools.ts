import { OPERATIONS, type Operation } from '../../api/operations.js';

/** One MCP tool: an operation of src/api/operations.ts, its input schema from the OpenAPI document. */
export interface McpTool {
  readonly name: string;
  readonly description: string;
  readonly inputSchema: { type: 'object'; properties: Record<string, object>; required: string[]; additionalProperties: false };
  /** The handler's path it asks. */
  readonly path: string;
}

/** What a tool call answers, as the MCP `tools/call` result. */
export interface McpToolResult {
  [key: string]: unknown;
  content: { type: 'text'; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}

interface DocumentParameter {
  readonly name: string;
  readonly description?: string;
  readonly schema: Record<string, unknown>;
  readonly example?: unknown;
}
interface Document {
  readonly paths: Record<string, { get: { summary: string; parameters?: DocumentParameter[] } }>;
}

/**
 * The MCP tools: one per operation of src/api/operations.ts that names one, its description the
 * operation's summary and its input schema the operation's query parameters as the OpenAPI document
 * gives them (so each is written once, in src/api/parameterSchemas.ts).
 *
 * @param documentText - The OpenAPI document's text (`ratebook/openapi.json`).
 * @returns The tools, in the order of operations.ts.
 * @example
 * mcpTools(OPENAPI_TEXT).map((t) => t.name) // ['convert', 'rates', ...]
 */
export function mcpTools(documentText: string): McpTool[] {
  const document = JSON.parse(documentText) as Document;
  const tools: McpTool[] = [];
  for (const op of Object.values(OPERATIONS) as Operation[]) {
    if (op.tool === undefined) continue;
    const get = document.paths[op.path]!.get;
    const properties: Record<string, object> = {};
    for (const p of get.parameters ?? []) properties[p.name] = { ...p.schema, ...(p.description && { description: p.description }) };
    tools.push({
      name: op.tool,
      description: `${get.summary} (GET ${op.path}).`,
      inputSchema: { type: 'object', properties, required: [...op.required], additionalProperties: false },
      path: op.path,
    });
  }
  return tools;
}

/** A tool error in ratebook's words: `code: message`, with the code, message and parameter as structured content. */
export function toolError(code: string, message: string, param?: string): McpToolResult {
  const problem = { code, message, ...(param !== undefined && { param }) };
  return { content: [{ type: 'text', text: `${code}: ${message}` }], structuredContent: problem, isError: true };
}

/**
 * The query string of a tool call's arguments: strings as they are, numbers and booleans as their
 * text (an agent writes `amount: 19.99` or `explain: true`); anything else is refused, naming the
 * argument. Names are not checked here: the handler refuses an unknown one in its own words.
 *
 * @returns The query (without `?`), or the tool error.
 * @example
 * toolQuery({ from: 'USD', to: 'EUR', amount: 5 }) // "from=USD&to=EUR&amount=5"
 */
export function toolQuery(args: unknown): string | McpToolResult {
  if (args === undefined || args === null) return '';
  if (typeof args !== 'object' || Array.isArray(args)) return toolError('invalid_parameter', 'The arguments must be an object of parameters.');
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(args)) {
    const text = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
    if (text === undefined)
      return toolError('invalid_parameter', `Argument ${JSON.stringify(name.slice(0, 64))} must be a string, a number or a boolean.`, name.slice(0, 64));
    query.append(name, text);
  }
  return query.toString();
}

/**
 * Calls a tool: its arguments become the query of its path, asked of the fetch handler, so a tool
 * answers exactly what the HTTP API answers. A success is its JSON as structured content (and as
 * text); a problem (a RatebookError over HTTP) is a tool error with its code and words; an unknown
 * tool is a tool error too. Never throws for what a client sends.
 *
 * @param handler - A fetch handler without auth.
 * @param tools - The tools by name.
 * @param name - The tool asked for.
 * @param args - Its arguments.
 * @returns The MCP result.
 * @example
 * await callTool(handler, byName, 'convert', { from: 'USD', to: 'EUR', amount: '10' })
 */
export async function callTool(
  handler: (request: Request) => Promise<Response>,
  tools: ReadonlyMap<string, McpTool>,
  name: unknown,
  args: unknown,
): Promise<McpToolResult> {
  const tool = typeof name === 'string' ? tools.get(name) : undefined;
  if (tool === undefined)
    return toolError('not_found', `No tool named ${JSON.stringify(String(name).slice(0, 64))}; the tools are ${[...tools.keys()].join(', ')}.`);
  const query = toolQuery(args);
  if (typeof query !== 'string') return query;
  const response = await handler(new Request(`http://mcp.invalid${tool.path}${query === '' ? '' : `?${query}`}`));
  const text = await response.text();
  const body = JSON.parse(text) as Record<string, unknown>;
  if (response.ok) return { content: [{ type: 'text', text }], structuredContent: body };
  return toolError(String(body.code), String(body.detail), typeof body.param === 'string' ? body.param : undefined);
}
