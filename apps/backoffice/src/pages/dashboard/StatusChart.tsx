import { DataTable } from '@startwise/ui';
import { Bar, BarChart, CartesianGrid, Legend, XAxis, YAxis } from 'recharts';
import { SubmissionStatusBadge } from '../../format/statuses';
import { Section } from '../../layout/Section';
import { ChartFigure } from './ChartFigure';
import { CountLink } from './CountLink';
import { axisTick, chartColors, legendStyle } from './chart-theme';
import { countText } from './figures';
import type { Dashboard } from './queries';

/** A status's row of the table: its badge, and both counts as links to the queue. */
const tableRow = (row: Dashboard['submissionsByStatus'][number]) => ({
  id: row.status,
  cells: {
    status: <SubmissionStatusBadge status={row.status} />,
    all: <CountLink count={row.all} label={`${countText(row.all.value)} ${row.status}`} />,
    paid: <CountLink count={row.paid} label={`${countText(row.paid.value)} ${row.status} and paid`} />,
  },
});

const COLUMNS = [
  { id: 'status', header: 'Status', isRowHeader: true },
  { id: 'all', header: 'All', align: 'end' as const },
  { id: 'paid', header: 'Paid', align: 'end' as const },
];

/** Every submission by status (all of them, and the paid ones): a bar chart and its figures as links. */
export function StatusChart({ rows }: { rows: Dashboard['submissionsByStatus'] }) {
  const data = rows.map((row) => ({ status: row.status, all: row.all.value, paid: row.paid.value }));
  const summary = `Submissions by status: ${rows
    .map((row) => `${row.status} ${countText(row.all.value)} (${countText(row.paid.value)} paid)`)
    .join(', ')}.`;
  return (
    <Section title="Submissions by status">
      <ChartFigure summary={summary}>
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke={chartColors.grid} />
          <XAxis dataKey="status" tick={axisTick} stroke={chartColors.axis} tickLine={false} />
          <YAxis allowDecimals={false} tick={axisTick} stroke={chartColors.axis} width={40} />
          <Legend wrapperStyle={legendStyle} />
          <Bar dataKey="all" name="All" fill={chartColors.primary} isAnimationActive={false} />
          <Bar dataKey="paid" name="Paid" fill={chartColors.secondary} isAnimationActive={false} />
        </BarChart>
      </ChartFigure>
      <DataTable caption="Counts by status" hideCaption columns={COLUMNS} rows={rows.map(tableRow)} />
    </Section>
  );
}
