/** The success envelope every JSON response of the contract uses. */
export function ok<T>(data: T, message?: string) {
  return message === undefined ? { success: true as const, data } : { success: true as const, message, data };
}
