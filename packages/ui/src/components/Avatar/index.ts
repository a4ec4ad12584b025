export { Avatar, type AvatarProps } from './Avatar';
export { type AvatarSize, avatarSizes } from './Avatar.css';
export { AVATAR_COLOUR_COUNT, avatarColourIndex, avatarInitial } from './avatarRule';
