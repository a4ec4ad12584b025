import createClient, {
  type Client,
  type ClientPathsWithMethod,
  type MaybeOptionalInit,
  type MethodResponse,
} from 'openapi-fetch';
import { type SettledCall, type Unwrapped, unwrapWithMessage, type WithMessage } from './envelope';
import { withApiErrors } from './errors';
import { authMiddleware, type TokenGetter } from './middleware/auth';
import { forbiddenMiddleware } from './middleware/forbidden';
import {
  CUSTOMER_SESSION,
  createSessionRefresher,
  refreshMiddleware,
  type SessionEndpoints,
  type TokenPair,
} from './middleware/refresh';
import type { paths } from './schema';

export interface ApiClientOptions {
  /** Where the API lives; default '/api' (same origin as the storefront). */
  baseUrl?: string;
  /**
   * Whose tokens these are: a customer's (default, CUSTOMER_SESSION: renewed with POST /users/refresh-token) or a
   * staff member's (STAFF_SESSION from `staff-session.ts`: POST /admin/auth/refresh). The two audiences never open
   * each other's operations.
   */
  session?: SessionEndpoints;
  /** The current access token, read on every request. */
  getToken: TokenGetter;
  /** The current refresh token; without it a 401 ends the session at once. */
  getRefreshToken?: TokenGetter;
  /** Store the rotated pair: the old refresh token is used up. */
  onTokensRefreshed?: (tokens: TokenPair) => void;
  /** The session could not be renewed: clear it and send the customer to log in. */
  onSessionExpired?: () => void;
  /** Every 403, with the catalogue message to toast. */
  onForbidden?: (message: string) => void;
  /** Replaces the global fetch (tests, server-side rendering). */
  fetch?: (request: Request) => Promise<Response>;
}

/** The generated openapi-fetch client, with the auth and refresh middleware installed. */
export type RawApiClient = Client<paths>;

export type ApiMethod = 'get' | 'post' | 'put' | 'delete';

/** Every path that answers `method`. */
export type ApiPath<M extends ApiMethod> = ClientPathsWithMethod<RawApiClient, M>;

/** Per call, on top of openapi-fetch's options (params, body, signal, headers, ...). */
export interface CallOptions {
  /** Shown when the call fails and the server gives no message (spec 8 fallbacks, e.g. 'Login failed'). */
  fallbackMessage?: string;
}

type FetchInit<M extends ApiMethod, P extends ApiPath<M>> = MaybeOptionalInit<paths[P], M>;

/** The options argument: required exactly when the call has required params or a required body. */
export type CallArgs<M extends ApiMethod, P extends ApiPath<M>> =
  undefined extends FetchInit<M, P>
    ? [init?: NonNullable<FetchInit<M, P>> & CallOptions]
    : [init: FetchInit<M, P> & CallOptions];

/** What a call resolves to: the inner `data` of its success envelope. */
export type CallResult<M extends ApiMethod, P extends ApiPath<M>> = Unwrapped<MethodResponse<RawApiClient, M, P>>;

export interface ApiClient {
  /** Any call, by method and contract path; resolves to the unwrapped data, rejects with ApiError. */
  call<M extends ApiMethod, P extends ApiPath<M>>(
    method: M,
    path: P,
    ...init: CallArgs<M, P>
  ): Promise<CallResult<M, P>>;
  /** Like `call`, also giving the envelope's success message (e.g. the newsletter confirmation). */
  callWithMessage<M extends ApiMethod, P extends ApiPath<M>>(
    method: M,
    path: P,
    ...init: CallArgs<M, P>
  ): Promise<WithMessage<CallResult<M, P>>>;
  get<P extends ApiPath<'get'>>(path: P, ...init: CallArgs<'get', P>): Promise<CallResult<'get', P>>;
  post<P extends ApiPath<'post'>>(path: P, ...init: CallArgs<'post', P>): Promise<CallResult<'post', P>>;
  put<P extends ApiPath<'put'>>(path: P, ...init: CallArgs<'put', P>): Promise<CallResult<'put', P>>;
  /** The underlying openapi-fetch client (same middleware) for non-JSON bodies such as file downloads. */
  readonly raw: RawApiClient;
}

/** openapi-fetch's per-path generics cannot follow a method chosen at run time; one loose view of `request`. */
type LooseRequest = (method: ApiMethod, path: string, init: object) => Promise<SettledCall<unknown>>;

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl ?? '/api';
  const session = options.session ?? CUSTOMER_SESSION;
  const raw = createClient<paths>({ baseUrl, ...(options.fetch ? { fetch: options.fetch } : {}) });
  const refreshSession = createSessionRefresher({
    baseUrl,
    session,
    fetch: options.fetch,
    getRefreshToken: options.getRefreshToken,
    onTokensRefreshed: options.onTokensRefreshed,
    onSessionExpired: options.onSessionExpired,
  });
  // Order matters: the refresh middleware copies each request after the bearer is attached, and on the way back
  // it sees the response first, so the 403 hook only ever sees the final answer.
  if (options.onForbidden) raw.use(forbiddenMiddleware(options.onForbidden));
  raw.use(authMiddleware(options.getToken));
  raw.use(refreshMiddleware(session, options.getToken, refreshSession, options.onSessionExpired));

  const request = raw.request as unknown as LooseRequest;
  async function send(method: ApiMethod, path: string, init: CallOptions = {}): Promise<WithMessage<unknown>> {
    const { fallbackMessage, ...fetchInit } = init;
    const result = await withApiErrors(() => request(method, path, fetchInit));
    return unwrapWithMessage(result, fallbackMessage);
  }

  // The typed surface is declared by ApiClient; at run time every method is the same `send`.
  const client = {
    call: async (method: ApiMethod, path: string, init?: CallOptions) => (await send(method, path, init)).data,
    callWithMessage: (method: ApiMethod, path: string, init?: CallOptions) => send(method, path, init),
    get: async (path: string, init?: CallOptions) => (await send('get', path, init)).data,
    post: async (path: string, init?: CallOptions) => (await send('post', path, init)).data,
    put: async (path: string, init?: CallOptions) => (await send('put', path, init)).data,
    raw,
  };
  return client as unknown as ApiClient;
}
