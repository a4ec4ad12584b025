import { DataTable, EmptyState } from '@startwise/ui';
import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from 'recharts';
import { Section } from '../../layout/Section';
import { ChartFigure } from './ChartFigure';
import { CountLink } from './CountLink';
import { axisTick, chartColors } from './chart-theme';
import { countText } from './figures';
import type { Dashboard } from './queries';

/** A service's row of the table: its title, and its orders as a link to them in the queue. */
const tableRow = (row: Dashboard['topServices'][number]) => ({
  id: row.service.slug,
  cells: {
    service: row.service.title,
    orders: (
      <CountLink
        count={row.orders}
        label={`${countText(row.orders.value)} orders of ${row.service.title} this month`}
      />
    ),
  },
});

const COLUMNS = [
  { id: 'service', header: 'Service', isRowHeader: true, wrap: true },
  { id: 'orders', header: 'Orders', align: 'end' as const },
];
const ROW_HEIGHT = 44;

/** This month's most ordered services: horizontal bars, and each service's orders as a link to them. */
export function TopServicesChart({ services }: { services: Dashboard['topServices'] }) {
  const data = services.map((row) => ({ title: row.service.title, orders: row.orders.value }));
  const summary = `Top services this month: ${services
    .map((row) => `${row.service.title} ${countText(row.orders.value)}`)
    .join(', ')}.`;
  return (
    <Section title="Top services this month">
      {services.length === 0 ? (
        <EmptyState headingLevel="h3" title="No orders this month yet" description="Paid orders will rank here." />
      ) : (
        <>
          <ChartFigure summary={summary} height={services.length * ROW_HEIGHT + 32}>
            <BarChart
              data={data}
              layout="vertical"
              accessibilityLayer={false}
              margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
            >
              <CartesianGrid horizontal={false} stroke={chartColors.grid} />
              <XAxis type="number" allowDecimals={false} tick={axisTick} stroke={chartColors.axis} />
              <YAxis
                type="category"
                dataKey="title"
                width={180}
                tick={axisTick}
                stroke={chartColors.axis}
                tickLine={false}
              />
              <Bar dataKey="orders" name="Orders" fill={chartColors.primary} barSize={24} isAnimationActive={false} />
            </BarChart>
          </ChartFigure>
          <DataTable caption="Orders by service" hideCaption columns={COLUMNS} rows={services.map(tableRow)} />
        </>
      )}
    </Section>
  );
}
