import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

// A real local HTTP server for the kit's tests: each request is answered from a table of paths.

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface ScriptedResponse {
  status: number;
  body?: unknown;
}

export interface ScriptedServer {
  origin: string;
  received: RecordedRequest[];
  /** Answers for a path, used in order; the last one repeats. */
  answer(path: string, ...responses: ScriptedResponse[]): void;
  reset(): void;
  close(): Promise<void>;
}

export async function startScriptedServer(): Promise<ScriptedServer> {
  const answers = new Map<string, ScriptedResponse[]>();
  const received: RecordedRequest[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = request.url ?? "";
      received.push({
        method: request.method ?? "",
        url,
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      const queue = answers.get(url) ?? [];
      const next = (queue.length > 1 ? queue.shift() : queue[0]) ?? {
        status: 404,
        body: { error: "not found" },
      };
      response.writeHead(next.status, { "content-type": "application/json" });
      response.end(next.body === undefined ? "" : JSON.stringify(next.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    answer: (path, ...responses) => answers.set(path, responses),
    reset: () => {
      answers.clear();
      received.length = 0;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
