/** The server answered with a status outside 200–299 (after the one retry, for mutating requests). */
export class HttpError extends Error {
  override readonly name = "HttpError";
  readonly status: number;
  readonly statusText: string;
  /** The parsed response body when it was JSON, otherwise undefined. */
  readonly data: unknown;
  readonly method: string;
  readonly url: string;

  constructor(init: {
    status: number;
    statusText: string;
    message: string;
    data: unknown;
    method: string;
    url: string;
  }) {
    super(init.message);
    this.status = init.status;
    this.statusText = init.statusText;
    this.data = init.data;
    this.method = init.method;
    this.url = init.url;
  }
}

/** The request did not finish within its time limit (the licence flow shows /timeoutError). */
export class HttpTimeoutError extends Error {
  override readonly name = "HttpTimeoutError";
  readonly timeoutMs: number;
  readonly method: string;
  readonly url: string;

  constructor(init: { timeoutMs: number; method: string; url: string }) {
    super(`${init.method} ${init.url} did not answer within ${init.timeoutMs} ms`);
    this.timeoutMs = init.timeoutMs;
    this.method = init.method;
    this.url = init.url;
  }
}

/** No HTTP answer at all: offline, DNS failure, connection refused (the licence flow shows /networkError). */
export class HttpNetworkError extends Error {
  override readonly name = "HttpNetworkError";
  readonly method: string;
  readonly url: string;

  constructor(init: { method: string; url: string; cause: unknown }) {
    super(`${init.method} ${init.url} could not reach the server`, { cause: init.cause });
    this.method = init.method;
    this.url = init.url;
  }
}
