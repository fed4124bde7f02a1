export { HttpError, HttpNetworkError, HttpTimeoutError } from "./errors";
export {
  createHttpClient,
  defaultTimeoutMs,
  type HttpClient,
  type HttpClientOptions,
  type HttpRequestOptions,
  type HttpResponse,
  type MutatingRequestOptions,
  type QueryValue,
  type RequestOptions,
} from "./httpClient";
export {
  createIdempotencyKey,
  type HttpMethod,
  mutatingMethods,
  retryableStatuses,
} from "./retryPolicy";
