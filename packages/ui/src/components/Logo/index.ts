export { Logo, type LogoProps } from './Logo';
export { LogoMark } from './LogoMark';
export { LOGO_MARK } from './logoMarkGeometry';
