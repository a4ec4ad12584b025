import type { ApiClient } from '@startwise/api-client';
import { staffSession } from '@startwise/flows';

const fallback = staffSession.STAFF_FALLBACK;

/** The staff session's server calls on the back office's API client, each cancellable. */
export function staffSessionServices(api: ApiClient): staffSession.StaffSessionServices {
  return {
    login: (body, signal) => api.post('/admin/auth/login', { body, signal, fallbackMessage: fallback.login }),
    verifyCode: (body, signal) =>
      api.post('/admin/auth/verify', { body, signal, fallbackMessage: fallback.verifyCode }),
    fetchMe: async (_input, signal) =>
      (await api.get('/admin/me', { signal, fallbackMessage: fallback.fetchMe })).staff,
    logout: ({ refreshToken }, signal) =>
      api.post('/admin/auth/logout', { body: { refreshToken: refreshToken ?? undefined }, signal }),
  };
}
