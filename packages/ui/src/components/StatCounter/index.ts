export { STAT_COUNTER_DURATION, StatCounter, type StatCounterProps } from './StatCounter';
