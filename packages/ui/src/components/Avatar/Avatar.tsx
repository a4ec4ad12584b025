import { forwardRef } from 'react';
import { type AvatarSize, avatar, colourClass } from './Avatar.css';
import { avatarColourIndex, avatarInitial } from './avatarRule';

export interface AvatarProps {
  /** The person's full name; missing names show '?'. */
  name?: string | null;
  size?: AvatarSize;
  /**
   * Set when the name is already written next to the avatar (a menu button labelled with the name, the
   * profile header): the avatar is then hidden from assistive technology instead of repeating the name.
   */
  decorative?: boolean;
}

/** A person's initial on a colour picked from their name, so the same person always gets the same colour. */
export const Avatar = forwardRef<HTMLSpanElement, AvatarProps>(function Avatar(
  { name, size = 'standard', decorative = false },
  ref,
) {
  const colour = colourClass[String(avatarColourIndex(name)) as keyof typeof colourClass];
  const a11y = decorative
    ? { 'aria-hidden': true as const }
    : { role: 'img' as const, 'aria-label': name?.trim() || 'Unknown user' };
  return (
    <span ref={ref} className={`${avatar({ size })} ${colour}`} data-colour={avatarColourIndex(name)} {...a11y}>
      {avatarInitial(name)}
    </span>
  );
});
