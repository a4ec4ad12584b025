import { formatCalendarDate } from '@startwise/format/staff-dates';
import { Accordion, DataTable } from '@startwise/ui';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, XAxis, YAxis } from 'recharts';
import { Section } from '../../layout/Section';
import { ChartFigure } from './ChartFigure';
import { CountLink } from './CountLink';
import { axisTick, chartColors, legendStyle } from './chart-theme';
import { countText, rupeesText, shortDate } from './figures';
import type { Dashboard } from './queries';

/** A day's row of the table: the date, its orders as a link to them in the queue, and its net revenue. */
const tableRow = (day: Dashboard['days'][number]) => ({
  id: day.date,
  cells: {
    date: formatCalendarDate(day.date),
    orders: (
      <CountLink
        count={day.orders}
        label={`${countText(day.orders.value)} orders on ${formatCalendarDate(day.date)}`}
      />
    ),
    net: rupeesText(day.netPaise),
  },
});

const COLUMNS = [
  { id: 'date', header: 'Day', isRowHeader: true },
  { id: 'orders', header: 'Orders', align: 'end' as const },
  { id: 'net', header: 'Net revenue', align: 'end' as const },
];

/** In words: the month's totals and its busiest day. */
function summaryOf(days: Dashboard['days']) {
  const orders = days.reduce((sum, day) => sum + day.orders.value, 0);
  const net = days.reduce((sum, day) => sum + day.netPaise, 0);
  const busiest = days.reduce<Dashboard['days'][number] | undefined>(
    (best, day) => (day.orders.value > (best?.orders.value ?? 0) ? day : best),
    undefined,
  );
  const peak = busiest
    ? ` The busiest day was ${formatCalendarDate(busiest.date)} with ${countText(busiest.orders.value)}.`
    : '';
  return `Orders and net revenue by day this month: ${countText(orders)} orders, ${rupeesText(net)} net.${peak}`;
}

/** This month day by day: orders as bars, net revenue as a line, and every day's figures in a table. */
export function MonthChart({ days }: { days: Dashboard['days'] }) {
  const data = days.map((day) => ({
    day: shortDate(day.date),
    orders: day.orders.value,
    rupees: Math.round(day.netPaise / 100),
  }));
  return (
    <Section title="This month by day">
      <ChartFigure summary={summaryOf(days)}>
        <ComposedChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke={chartColors.grid} />
          <XAxis dataKey="day" tick={axisTick} stroke={chartColors.axis} tickLine={false} minTickGap={16} />
          <YAxis yAxisId="orders" allowDecimals={false} tick={axisTick} stroke={chartColors.axis} width={40} />
          <YAxis
            yAxisId="rupees"
            orientation="right"
            tick={axisTick}
            stroke={chartColors.axis}
            width={80}
            tickFormatter={(rupees: number) => rupeesText(rupees * 100)}
          />
          <Legend wrapperStyle={legendStyle} />
          <Bar yAxisId="orders" dataKey="orders" name="Orders" fill={chartColors.primary} isAnimationActive={false} />
          <Line
            yAxisId="rupees"
            dataKey="rupees"
            name="Net revenue (₹)"
            stroke={chartColors.secondary}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ChartFigure>
      <Accordion
        headingLevel={3}
        items={[
          {
            id: 'days',
            title: 'Day by day',
            content: (
              <DataTable
                caption="Orders and net revenue by day"
                hideCaption
                columns={COLUMNS}
                rows={days.map(tableRow)}
              />
            ),
          },
        ]}
      />
    </Section>
  );
}
