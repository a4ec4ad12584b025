export { MegaMenu, type MegaMenuLink, type MegaMenuProps, type MegaMenuSection } from './MegaMenu';
