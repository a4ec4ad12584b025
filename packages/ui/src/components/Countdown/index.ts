export { Countdown, type CountdownProps } from './Countdown';
export { countdownAnnouncement, describeCountdown, formatCountdown } from './formatCountdown';
