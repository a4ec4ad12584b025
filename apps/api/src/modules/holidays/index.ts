// Holidays (docs/backoffice.md, "Service levels"): India's national holidays and the ones the team adds, which
// working days skip. Other modules read them through `holidaysFrom`.
export { holidaysFrom } from './holiday-list.js';
export { registerHolidayRoutes as registerHolidays } from './routes.js';
