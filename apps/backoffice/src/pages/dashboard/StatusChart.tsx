import { DataTable, Link } from '@startwise/ui';
import { Bar, BarChart, CartesianGrid, Legend, XAxis, YAxis } from 'recharts';
import { SubmissionStatusBadge } from '../../format/statuses';
import { Section } from '../../layout/Section';
import { ChartFigure } from './ChartFigure';
import { axisTick, chartColors, legendStyle } from './chart-theme';
import { countText } from './figures';
import type { Dashboard } from './queries';
import { queueHref } from './queue-link';

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
      <DataTable
        caption="Counts by status"
        hideCaption
        columns={COLUMNS}
        rows={rows.map((row) => ({
          id: row.status,
          cells: {
            status: <SubmissionStatusBadge status={row.status} />,
            all: (
              <Link href={queueHref(row.all.link)} aria-label={`${countText(row.all.value)} ${row.status}`}>
                {countText(row.all.value)}
              </Link>
            ),
            paid: (
              <Link href={queueHref(row.paid.link)} aria-label={`${countText(row.paid.value)} ${row.status} and paid`}>
                {countText(row.paid.value)}
              </Link>
            ),
          },
        }))}
      />
    </Section>
  );
}
