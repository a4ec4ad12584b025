import { dateFormats } from './date-display.js';

/** The storefront's dates: India's clock whatever the browser's zone, days written '3 Dec 2026'. */
export const { formatDay, formatDayAndTime, formatCalendarDate, formatWallClock } = dateFormats('customer');
