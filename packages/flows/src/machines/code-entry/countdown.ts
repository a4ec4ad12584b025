// Time left on a deadline kept as a timestamp, and its mm:ss display. Deadlines are timestamps (not remaining
// seconds) so a restored snapshot or a reloaded page still knows how much time is left.

/** Whole seconds left until `deadline` (ms since epoch), rounded up so '00:01' shows until the very end. */
export function secondsUntil(deadline: number | null | undefined, now: number): number {
  if (deadline == null) return 0;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** Milliseconds left until `deadline`, never negative: the length of a timer armed now. */
export function msUntil(deadline: number | null | undefined, now: number = Date.now()): number {
  if (deadline == null) return 0;
  return Math.max(0, deadline - now);
}

/** 299 -> '04:59' (spec 2, two-factor countdown). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}
