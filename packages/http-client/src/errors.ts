/** What every failed request says about itself: which request it was. */
abstract class HttpRequestError extends Error {
  readonly method: string;
  readonly url: string;

  constructor(request: { method: string; url: string }, message: string, options?: ErrorOptions) {
    super(message, options);
    this.method = request.method;
    this.url = request.url;
  }
}

/** The server answered with a status outside 200–299 (after the one retry, for mutating requests). */
export class HttpError extends HttpRequestError {
  override readonly name = "HttpError";
  readonly status: number;
  readonly statusText: string;
  /** The parsed response body when it was JSON, otherwise undefined. */
  readonly data: unknown;

  constructor(init: {
    status: number;
    statusText: string;
    message: string;
    data: unknown;
    method: string;
    url: string;
  }) {
    super(init, init.message);
    this.status = init.status;
    this.statusText = init.statusText;
    this.data = init.data;
  }
}

/** The request did not finish within its time limit (the licence flow shows /timeoutError). */
export class HttpTimeoutError extends HttpRequestError {
  override readonly name = "HttpTimeoutError";
  readonly timeoutMs: number;

  constructor(init: { timeoutMs: number; method: string; url: string }) {
    super(init, `${init.method} ${init.url} did not answer within ${init.timeoutMs} ms`);
    this.timeoutMs = init.timeoutMs;
  }
}

/** No HTTP answer at all: offline, DNS failure, connection refused (the licence flow shows /networkError). */
export class HttpNetworkError extends HttpRequestError {
  override readonly name = "HttpNetworkError";

  constructor(init: { method: string; url: string; cause: unknown }) {
    super(init, `${init.method} ${init.url} could not reach the server`, { cause: init.cause });
  }
}
