import { fail } from '../../errors.js';
import type { Dataset } from '../../types.js';
import type { LiveDataset } from '../../live/types.js';
import { callTool, mcpTools } from './mcpTools.js';

/**
 * The SDK's pieces `ratebook mcp` uses, loaded only when the command runs: it is an optional peer,
 * and without it the command says in one line what to install (and exits 3, a configuration error).
 */
export async function loadSdk() {
  try {
    const [server, stdio, types] = await Promise.all([
      import('@modelcontextprotocol/sdk/server/index.js'),
      import('@modelcontextprotocol/sdk/server/stdio.js'),
      import('@modelcontextprotocol/sdk/types.js'),
    ]);
    return { Server: server.Server, StdioServerTransport: stdio.StdioServerTransport, types };
  } catch {
    return fail('invalid_parameter', 'ratebook mcp needs the MCP SDK, an optional peer that is not installed: npm install @modelcontextprotocol/sdk.', 'mcp');
  }
}

/** The SDK as loadSdk gives it. */
export type Sdk = Awaited<ReturnType<typeof loadSdk>>;

/**
 * Serves the MCP tools on stdin and stdout until the client closes stdin: one tool per operation
 * (mcpTools), each call answered by the fetch handler over the dataset (or the live dataset), so a
 * tool answers what the HTTP API answers and a RatebookError is a tool error with its code and
 * words. Nothing but the protocol is written to stdout.
 *
 * @param sdk - The SDK (loadSdk).
 * @param dataset - The dataset, or the live dataset, to answer from.
 * @param version - The package's version, for the server's name.
 * @param onClose - Called once the client has gone (stops the live rounds).
 * @example
 * await serveMcp(await loadSdk(), defaultDataset, '0.1.0', () => {})
 */
export async function serveMcp(sdk: Sdk, dataset: Dataset | LiveDataset, version: string, onClose: () => void): Promise<void> {
  const { Server, StdioServerTransport, types } = sdk;
  const [{ createFetchHandler }, { OPENAPI_TEXT }] = await Promise.all([import('../../http/createFetchHandler.js'), import('../../http/openapiText.js')]);
  const handler = createFetchHandler({ dataset, auth: false, onError: (error) => process.stderr.write(`ratebook: mcp: ${String(error)}\n`) });
  const tools = mcpTools(OPENAPI_TEXT);
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  const server = new Server({ name: 'ratebook', version }, { capabilities: { tools: {} } });
  server.setRequestHandler(types.ListToolsRequestSchema, async () => ({
    tools: tools.map(({ name, description, inputSchema }) => ({ name, description, inputSchema })),
  }));
  server.setRequestHandler(types.CallToolRequestSchema, async (request) => callTool((r) => handler(r), byName, request.params.name, request.params.arguments));
  server.onclose = onClose;
  await server.connect(new StdioServerTransport());
}
