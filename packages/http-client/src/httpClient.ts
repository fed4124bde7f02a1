import { HttpError, HttpNetworkError, HttpTimeoutError } from "./errors";
import {
  createIdempotencyKey,
  type HttpMethod,
  isMutatingMethod,
  retryDelayMs,
  shouldRetry,
} from "./retryPolicy";

export type QueryValue = string | number | boolean | null | undefined;

/** The licence flow treats a request over 10 s as a timeout, so that is the default limit. */
export const defaultTimeoutMs = 10_000;
const defaultRetryBackoffMs = 300;
const defaultMaxRetryAfterMs = 2_000;

export interface HttpClientOptions {
  /** Prefix for relative URLs; leave unset in the browser so they resolve against the page. */
  baseUrl?: string;
  /** Limit for a whole call, the retry included; 0 disables it. */
  timeoutMs?: number;
  headers?: Readonly<Record<string, string>>;
  fetch?: typeof globalThis.fetch;
  /** Wait before the retry when the server sends no Retry-After. */
  retryBackoffMs?: number;
  /** Longest Retry-After honoured, so a submission never hangs for long. */
  maxRetryAfterMs?: number;
}

export interface RequestOptions {
  query?: Readonly<Record<string, QueryValue>>;
  headers?: Readonly<Record<string, string>>;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface MutatingRequestOptions extends RequestOptions {
  /** Reuse one key when the user submits the same form again, so the API stores it once. */
  idempotencyKey?: string;
}

export interface HttpRequestOptions extends MutatingRequestOptions {
  /** Sent as JSON. */
  body?: unknown;
}

export interface HttpResponse<T> {
  status: number;
  headers: Headers;
  /** Parsed JSON, or the text of a non-JSON body; undefined when the body is empty. */
  data: T;
}

export interface HttpClient {
  request<T = unknown>(
    method: HttpMethod,
    url: string,
    options?: HttpRequestOptions,
  ): Promise<HttpResponse<T>>;
  get<T = unknown>(url: string, options?: RequestOptions): Promise<HttpResponse<T>>;
  head(url: string, options?: RequestOptions): Promise<HttpResponse<undefined>>;
  post<T = unknown>(url: string, body?: unknown, options?: MutatingRequestOptions): Promise<HttpResponse<T>>;
  put<T = unknown>(url: string, body?: unknown, options?: MutatingRequestOptions): Promise<HttpResponse<T>>;
  patch<T = unknown>(url: string, body?: unknown, options?: MutatingRequestOptions): Promise<HttpResponse<T>>;
  delete<T = unknown>(url: string, options?: MutatingRequestOptions): Promise<HttpResponse<T>>;
}

interface ReceivedResponse {
  status: number;
  statusText: string;
  headers: Headers;
  data: unknown;
  isJson: boolean;
}

export function createHttpClient(clientOptions: HttpClientOptions = {}): HttpClient {
  const fetchImpl = clientOptions.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request<T>(
    method: HttpMethod,
    url: string,
    options: HttpRequestOptions = {},
  ): Promise<HttpResponse<T>> {
    const target = resolveUrl(url, clientOptions.baseUrl, options.query);
    const timeoutMs = options.timeoutMs ?? clientOptions.timeoutMs ?? defaultTimeoutMs;
    const headers = new Headers(clientOptions.headers);
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
    if (!headers.has("accept")) headers.set("accept", "application/json");
    if (options.body !== undefined) headers.set("content-type", "application/json");
    // One key for the call: the retry below sends the very same headers.
    if (isMutatingMethod(method)) {
      headers.set("idempotency-key", options.idempotencyKey ?? createIdempotencyKey());
    }
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const deadline = createDeadline(timeoutMs, options.signal);

    // Maps an abort or a fetch rejection to the error the caller can tell apart.
    const guarded = async <R>(work: () => Promise<R>): Promise<R> => {
      try {
        return await work();
      } catch (error) {
        if (deadline.timedOut) throw new HttpTimeoutError({ timeoutMs, method, url: target });
        if (options.signal?.aborted) throw options.signal.reason;
        throw new HttpNetworkError({ method, url: target, cause: error });
      }
    };
    const attempt = () =>
      guarded(async () => {
        const response = await fetchImpl(target, { method, headers, body, signal: deadline.signal });
        return readResponse(response);
      });

    try {
      let received = await attempt();
      if (shouldRetry(method, received.status)) {
        const waitMs = retryDelayMs(received.headers.get("retry-after"), {
          backoffMs: clientOptions.retryBackoffMs ?? defaultRetryBackoffMs,
          maxRetryAfterMs: clientOptions.maxRetryAfterMs ?? defaultMaxRetryAfterMs,
        });
        await guarded(() => sleep(waitMs, deadline.signal));
        received = await attempt();
      }
      if (received.status < 200 || received.status > 299) {
        throw new HttpError({
          status: received.status,
          statusText: received.statusText,
          message: errorMessage(received, method, target),
          data: received.isJson ? received.data : undefined,
          method,
          url: target,
        });
      }
      return { status: received.status, headers: received.headers, data: received.data as T };
    } finally {
      deadline.dispose();
    }
  }

  return {
    request,
    get: (url, options) => request("GET", url, options),
    head: (url, options) => request("HEAD", url, options),
    post: (url, body, options) => request("POST", url, { ...options, body }),
    put: (url, body, options) => request("PUT", url, { ...options, body }),
    patch: (url, body, options) => request("PATCH", url, { ...options, body }),
    delete: (url, options) => request("DELETE", url, options),
  };
}

function resolveUrl(url: string, baseUrl: string | undefined, query: RequestOptions["query"]): string {
  const absolute = baseUrl === undefined ? url : new URL(url, baseUrl).toString();
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) search.append(name, String(value));
  }
  const queryString = search.toString();
  if (queryString === "") return absolute;
  return `${absolute}${absolute.includes("?") ? "&" : "?"}${queryString}`;
}

async function readResponse(response: Response): Promise<ReceivedResponse> {
  const text = await response.text();
  const base = { status: response.status, statusText: response.statusText, headers: response.headers };
  if (text === "") return { ...base, data: undefined, isJson: false };
  if (/[/+]json\b/i.test(response.headers.get("content-type") ?? "")) {
    try {
      return { ...base, data: JSON.parse(text), isJson: true };
    } catch {
      return { ...base, data: text, isJson: false };
    }
  }
  return { ...base, data: text, isJson: false };
}

/** The API's own message (`message` or `error` in a JSON body) when it gives one. */
function errorMessage(received: ReceivedResponse, method: HttpMethod, url: string): string {
  if (received.isJson && typeof received.data === "object" && received.data !== null) {
    for (const field of ["message", "error"]) {
      const value: unknown = Reflect.get(received.data, field);
      if (typeof value === "string" && value !== "") return value;
    }
  }
  return `${method} ${url} failed: ${received.status} ${received.statusText}`.trimEnd();
}

interface Deadline {
  readonly signal: AbortSignal;
  readonly timedOut: boolean;
  dispose(): void;
}

/** One abort signal for the whole call: fired by the time limit or by the caller's own signal. */
function createDeadline(timeoutMs: number, callerSignal: AbortSignal | undefined): Deadline {
  const controller = new AbortController();
  let timedOut = false;
  const timer =
    timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs)
      : undefined;
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener("abort", onCallerAbort, { once: true });
  return {
    signal: controller.signal,
    get timedOut() {
      return timedOut;
    },
    dispose() {
      clearTimeout(timer);
      callerSignal?.removeEventListener("abort", onCallerAbort);
    },
  };
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}
