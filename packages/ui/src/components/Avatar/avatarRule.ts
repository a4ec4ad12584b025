/** Spec 2: the number of avatar colour classes. */
export const AVATAR_COLOUR_COUNT = 10;

/** Spec 2: the uppercased first letter of the name, or '?' when there is no name. */
export function avatarInitial(name: string | null | undefined): string {
  const first = name?.trim().charAt(0);
  return first ? first.toUpperCase() : '?';
}

/** Spec 2: the colour class is the sum of the name's character codes modulo 10 (0 for no name). */
export function avatarColourIndex(name: string | null | undefined): number {
  let sum = 0;
  for (let index = 0; index < (name ?? '').length; index += 1) sum += (name ?? '').charCodeAt(index);
  return sum % AVATAR_COLOUR_COUNT;
}
