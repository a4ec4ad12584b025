const clamp = (seconds: number) => Math.max(0, Math.floor(seconds));

/** Seconds as `mm:ss`: `formatCountdown(300) === '05:00'`, `formatCountdown(59) === '00:59'`. */
export function formatCountdown(seconds: number): string {
  const total = clamp(seconds);
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** Seconds in words for assistive technology: '4 minutes 5 seconds', '1 minute', '30 seconds'. */
export function describeCountdown(seconds: number): string {
  const total = clamp(seconds);
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  if (minutes === 0) return plural(rest, 'second');
  return rest === 0 ? plural(minutes, 'minute') : `${plural(minutes, 'minute')} ${plural(rest, 'second')}`;
}

/**
 * What the polite live region says. It changes only at a few moments (each whole minute, under a minute,
 * under ten seconds, at zero) so a screen reader is told the time is running out without a second-by-second
 * stream of announcements.
 */
export function countdownAnnouncement(seconds: number, expiredText: string): string {
  const total = clamp(seconds);
  if (total === 0) return expiredText;
  if (total <= 10) return 'Less than 10 seconds remaining';
  if (total <= 60) return 'Less than a minute remaining';
  return `${plural(Math.ceil(total / 60), 'minute')} remaining`;
}
