import type { ApiClient } from '@startwise/api-client';
import { auth } from '@startwise/flows';

const fallback = auth.AUTH_FALLBACK;

/** The auth flow's server calls (spec 7 "Auth") on the storefront's API client, each cancellable. */
export function authServices(api: ApiClient): auth.AuthServices {
  return {
    login: (body, signal) => api.post('/users/login', { body, signal, fallbackMessage: fallback.login }),
    register: (body, signal) => api.post('/users/register', { body, signal, fallbackMessage: fallback.register }),
    verifyEmail: (body, signal) =>
      api.post('/users/verify-email', { body, signal, fallbackMessage: fallback.verifyEmail }),
    resendVerification: (body, signal) =>
      api.post('/users/resend-verification', { body, signal, fallbackMessage: fallback.resendVerification }),
    verifyTwoFactor: (body, signal) =>
      api.post('/users/verify-2fa', { body, signal, fallbackMessage: fallback.verifyTwoFactor }),
    forgotPassword: (body, signal) =>
      api.post('/users/forgot-password', { body, signal, fallbackMessage: fallback.forgotPassword }),
    resetPassword: (body, signal) =>
      api.post('/users/reset-password', { body, signal, fallbackMessage: fallback.resetPassword }),
    fetchMe: async (_input, signal) => (await api.get('/users/me', { signal, fallbackMessage: fallback.fetchMe })).user,
    updateProfile: async (body, signal) =>
      (await api.put('/users/update-profile', { body, signal, fallbackMessage: fallback.updateProfile })).user,
    changePassword: (body, signal) =>
      api.post('/users/change-password', { body, signal, fallbackMessage: fallback.changePassword }),
    enableTwoFactor: (_input, signal) =>
      api.post('/users/enable-2fa', { signal, fallbackMessage: fallback.enableTwoFactor }),
    verifyTwoFactorSetup: async (body, signal) =>
      (await api.post('/users/verify-2fa-setup', { body, signal, fallbackMessage: fallback.verifyTwoFactorSetup }))
        .user,
    disableTwoFactor: async (_input, signal) =>
      (await api.post('/users/disable-2fa', { signal, fallbackMessage: fallback.disableTwoFactor })).user,
    logout: ({ refreshToken }, signal) =>
      api.post('/users/logout', { body: { refreshToken: refreshToken ?? undefined }, signal }),
  };
}
