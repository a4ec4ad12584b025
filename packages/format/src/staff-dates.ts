import { dateFormats } from './date-display.js';

/** The back office's dates: India's clock, days written '03 Dec 2026' so columns line up. */
export const { formatDay, formatDayAndTime, formatCalendarDate, formatWallClock } = dateFormats('staff');
export { endOfIndianDay, indiaDate, startOfIndianDay } from './india-time.js';
