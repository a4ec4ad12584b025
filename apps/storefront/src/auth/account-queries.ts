/** Every query of a signed-in customer's data starts with this key, so signing out drops them all. */
export const ACCOUNT_QUERY_KEY = 'account';
