export { NavMenu, type NavMenuEntry, type NavMenuProps } from './NavMenu';
