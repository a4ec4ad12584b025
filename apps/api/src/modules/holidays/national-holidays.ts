import Holidays from 'date-holidays';

/** India's public holidays as date-holidays keeps them (Republic Day, Independence Day, Gandhi Jayanti, …). */
const calendar = new Holidays('IN');

export interface NamedDay {
  date: string;
  name: string;
}

/** The national holidays of the years `fromYear` to `toYear`, by date. */
export function nationalHolidays(fromYear: number, toYear: number): NamedDay[] {
  const days: NamedDay[] = [];
  for (let year = fromYear; year <= toYear; year += 1) {
    for (const holiday of calendar.getHolidays(year)) {
      if (holiday.type === 'public') days.push({ date: holiday.date.slice(0, 10), name: holiday.name });
    }
  }
  return days;
}
