export { type DateFormats, type DayStyle, dateFormats } from './date-display.js';
export {
  endOfIndianDay,
  INDIA_TIME_ZONE,
  indiaDate,
  indiaDay,
  indiaMonth,
  indiaTimestamp,
  isCalendarDate,
  type Period,
  startOfIndiaDate,
  startOfIndianDay,
} from './india-time.js';
export { formatIndianInteger } from './indian-number.js';
export { formatPaise, formatRupees } from './rupees.js';
export { addWorkingDays, type Holidays, isWorkingDay, NO_HOLIDAYS, workingDaysBetween } from './working-days.js';
