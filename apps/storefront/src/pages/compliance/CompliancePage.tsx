import { Button, Container, EmptyState, Heading, Inline, PageHeading, Skeleton, Stack } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Seo } from '../../seo/Seo';
import { AddCompanyDialog } from './AddCompanyDialog';
import { CalendarFeedPanel } from './CalendarFeedPanel';
import { obligationsByMonth } from './company-obligations';
import { complianceCalendarQuery } from './compliance-queries';
import { MarkFiledDialog } from './MarkFiledDialog';
import { type CompanyObligation, ObligationCard } from './ObligationCard';

/** Overdue filings and the next three months show first; later months on request. */
const SOON_MONTHS = 3;
const monthsAfter = (today: string, months: number) => {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const end = new Date(Date.UTC(year, month - 1 + months, 1));
  return end.toISOString().slice(0, 7);
};

/** The customer's compliance calendar: each company's filings by month, with what is late and what it costs. */
export function CompliancePage() {
  const { data, error, isPending, refetch, isRefetching } = useQuery(complianceCalendarQuery);
  const [adding, setAdding] = useState(false);
  const [filing, setFiling] = useState<CompanyObligation>();
  const [showAll, setShowAll] = useState(false);
  const months = data ? obligationsByMonth(data) : [];
  const soon = data ? months.filter((month) => month.month <= monthsAfter(data.today, SOON_MONTHS)) : [];
  const shown = showAll ? months : soon;
  return (
    <Container>
      <Seo title="Compliance calendar" description="Your companies' filing deadlines." noIndex />
      <Stack space="xlarge">
        <PageHeading
          title="Compliance calendar"
          description="Every filing your companies owe, when it is due, and the late fee if it is missed."
        />
        {isPending ? (
          <Stack space="medium">
            <Skeleton shape="heading" />
            <Skeleton shape="text" />
          </Stack>
        ) : error ? (
          <EmptyState
            tone="critical"
            title="Failed to load your calendar"
            description={error.message}
            action={
              <Button variant="secondary" onClick={() => refetch()} loading={isRefetching}>
                Try Again
              </Button>
            }
          />
        ) : data.companies.length === 0 ? (
          <EmptyState
            title="No companies yet"
            description="Add your company to see its filing deadlines. Companies we register for you appear here by themselves."
            action={<Button onClick={() => setAdding(true)}>Add a company</Button>}
          />
        ) : (
          <Stack space="large">
            <Inline space="small">
              <Button variant="secondary" onClick={() => setAdding(true)}>
                Add a company
              </Button>
            </Inline>
            {shown.map((month) => (
              <section key={month.month} aria-labelledby={`month-${month.month}`}>
                <Stack space="medium">
                  <Heading level="2" id={`month-${month.month}`}>
                    {month.label}
                  </Heading>
                  {month.obligations.map((obligation) => (
                    <ObligationCard
                      key={`${obligation.companyId}:${obligation.id}`}
                      obligation={obligation}
                      onMarkFiled={setFiling}
                    />
                  ))}
                </Stack>
              </section>
            ))}
            {shown.length < months.length && (
              <Button variant="ghost" onClick={() => setShowAll(true)}>
                Show later months
              </Button>
            )}
            <CalendarFeedPanel />
          </Stack>
        )}
      </Stack>
      {data && <AddCompanyDialog isOpen={adding} today={data.today} onClose={() => setAdding(false)} />}
      {data && <MarkFiledDialog obligation={filing} today={data.today} onClose={() => setFiling(undefined)} />}
    </Container>
  );
}
