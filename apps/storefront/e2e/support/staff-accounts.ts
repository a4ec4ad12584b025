// The back office's first admin in browser tests. Added by `npm run staff:create` before the test server starts
// (playwright.config.ts), on the server's throwaway data directory: this password opens nothing else.
export const E2E_ADMIN = {
  email: 'e2e-admin@backoffice.test',
  fullName: 'E2E Admin',
  password: 'e2e-admin-password-for-the-test-server',
} as const;
