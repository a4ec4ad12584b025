export { Footer, FooterColumn, type FooterColumnProps, type FooterProps } from './Footer';
