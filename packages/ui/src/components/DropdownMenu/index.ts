export { DropdownMenu, type DropdownMenuItem, type DropdownMenuProps } from './DropdownMenu';
