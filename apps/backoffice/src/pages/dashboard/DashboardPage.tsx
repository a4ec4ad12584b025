import { formatDay, formatDayAndTime } from '@startwise/format/staff-dates';
import { Grid, Spinner, Stack } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { LoadFailure } from '../../layout/LoadFailure';
import { ScreenLayout } from '../../layout/ScreenLayout';
import { FigureCard } from './FigureCard';
import { countText, daysText, rupeesText, workingDaysText } from './figures';
import { MonthChart } from './MonthChart';
import { type Dashboard, dashboardQuery } from './queries';
import { StatusChart } from './StatusChart';
import { TopServicesChart } from './TopServicesChart';

const monthName = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

const revenueDetail = (revenue: Dashboard['revenue']['today']) =>
  `${rupeesText(revenue.capturedPaise)} captured, ${rupeesText(revenue.refundedPaise)} refunded`;

/** The headline figures: orders, revenue net of refunds, overdue work and turnaround against the promise. */
function Figures({ dashboard }: { dashboard: Dashboard }) {
  const { orders, revenue, overdue, turnaround } = dashboard;
  return (
    <Grid columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="medium">
      <FigureCard
        title="Orders today"
        value={countText(orders.today.value)}
        link={orders.today.link}
        linkLabel={`${countText(orders.today.value)} orders today`}
        detail="Submissions first paid today"
      />
      <FigureCard
        title="Net revenue today"
        value={rupeesText(revenue.today.netPaise)}
        link={revenue.today.link}
        linkLabel={`${rupeesText(revenue.today.netPaise)} net revenue today: the paid submissions`}
        detail={revenueDetail(revenue.today)}
      />
      <FigureCard
        title="Overdue work"
        value={countText(overdue.value)}
        link={overdue.link}
        linkLabel={`${countText(overdue.value)} overdue submissions`}
        detail="Paid and open, past the due date"
      />
      <FigureCard
        title="Orders this month"
        value={countText(orders.month.value)}
        link={orders.month.link}
        linkLabel={`${countText(orders.month.value)} orders this month`}
        detail={`Submissions first paid since ${formatDay(dashboard.periods.month.from)}`}
      />
      <FigureCard
        title="Net revenue this month"
        value={rupeesText(revenue.month.netPaise)}
        link={revenue.month.link}
        linkLabel={`${rupeesText(revenue.month.netPaise)} net revenue this month: the paid submissions`}
        detail={revenueDetail(revenue.month)}
      />
      <FigureCard
        title="Average turnaround"
        value={daysText(turnaround.averageDays)}
        link={turnaround.link}
        linkLabel={
          turnaround.averageDays === null
            ? 'No average turnaround yet: the completed submissions'
            : `${daysText(turnaround.averageDays)} average turnaround: the completed submissions`
        }
        detail={
          turnaround.completed === 0
            ? 'Nothing completed this month yet'
            : `Promised ${workingDaysText(turnaround.promisedWorkingDays)}, over ${countText(turnaround.completed)} completed this month`
        }
      />
    </Grid>
  );
}

/** /backoffice/dashboard, where staff land: today's and this month's figures, each a link to the list behind it. */
export function DashboardPage() {
  const { data, error, isPending, refetch } = useQuery(dashboardQuery);
  const dashboard = data?.dashboard;
  return (
    <ScreenLayout
      title="Dashboard"
      description={
        dashboard
          ? `Today and ${monthName.format(new Date(dashboard.periods.today.from))} in India, as of ${formatDayAndTime(dashboard.generatedAt)}.`
          : 'Today and this month in India.'
      }
    >
      {isPending ? (
        <Spinner label="Loading the dashboard" />
      ) : error ? (
        <LoadFailure title="The dashboard could not be loaded" error={error} retry={() => refetch()} />
      ) : dashboard ? (
        <Stack space="large">
          <Figures dashboard={dashboard} />
          <MonthChart days={dashboard.days} />
          <Grid columns={{ mobile: 1, desktop: 2 }} space="large">
            <StatusChart rows={dashboard.submissionsByStatus} />
            <TopServicesChart services={dashboard.topServices} />
          </Grid>
        </Stack>
      ) : null}
    </ScreenLayout>
  );
}
