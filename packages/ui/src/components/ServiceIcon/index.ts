export { ServiceIcon, type ServiceIconProps } from './ServiceIcon';
