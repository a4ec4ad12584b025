/**
 * Where a visitor came from: the `redirect` parameter a guard put in the URL, else the `from` a link or guard put
 * in the navigation state. Unchecked here; redirectAfterLogin (flows) keeps only same-site paths.
 */
export function originOf(params: URLSearchParams, state: unknown): string | null {
  const fromState =
    typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string'
      ? state.from
      : null;
  return params.get('redirect') ?? fromState;
}
