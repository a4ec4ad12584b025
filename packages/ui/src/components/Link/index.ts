export { Link, type LinkProps } from './Link';
export { type LinkTone, linkTones } from './Link.css';
