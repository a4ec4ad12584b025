import { createApiClient } from '@startwise/api-client';
import { staffClientOptions } from '../session/session-link';

/** The back office's one API client: the staff token on every call, renewed once on a 401. */
export const api = createApiClient(staffClientOptions);
