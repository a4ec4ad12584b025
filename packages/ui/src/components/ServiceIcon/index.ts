export { ServiceIcon, type ServiceIconProps, ServiceIconTile } from './ServiceIcon';
