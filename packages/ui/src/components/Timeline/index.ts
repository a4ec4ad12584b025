export { Timeline, type TimelineEvent, type TimelineProps } from './Timeline';
export { type TimelineTone, timelineTones } from './Timeline.css';
