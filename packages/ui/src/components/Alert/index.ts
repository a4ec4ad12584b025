export { Alert, type AlertProps } from './Alert';
export { type AlertTone, alertTones } from './Alert.css';
