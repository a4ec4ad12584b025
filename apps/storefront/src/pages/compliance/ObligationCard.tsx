import { fileNowPath, type Obligation, obligationStatusWord, obligationTiming } from '@startwise/flows/compliance';
import { formatCalendarDate } from '@startwise/format/customer-dates';
import { Badge, Button, ButtonLink, Card, Heading, Inline, Stack, Text } from '@startwise/ui';

export interface CompanyObligation extends Obligation {
  companyId: string;
  companyName: string;
}

/** The application form of the service that files `obligation`, filled in from its company. */
export const fileNowHref = (obligation: CompanyObligation) =>
  fileNowPath(obligation.rule, obligation.companyId, obligation.id);

/** One dated obligation: what it is, for which company, its status and days left, why, and what to do. */
export function ObligationCard({
  obligation,
  onMarkFiled,
}: {
  obligation: CompanyObligation;
  onMarkFiled: (obligation: CompanyObligation) => void;
}) {
  const status = obligationStatusWord(obligation);
  const heading = `${obligation.rule.form}: ${obligation.rule.title}`;
  return (
    <Card as="article" padding="medium" aria-label={`${heading}, ${obligation.companyName}`}>
      <Stack space="small">
        <Inline space="small" alignY="center">
          <Badge tone={status.tone}>{status.label}</Badge>
          <Text size="small" tone="muted">
            Due {formatCalendarDate(obligation.dueOn)}
            {obligation.extension
              ? ` (extended from ${formatCalendarDate(obligation.originalDueOn ?? obligation.dueOn)})`
              : ''}
          </Text>
        </Inline>
        <Heading level="4" as="h3">
          {heading}
        </Heading>
        <Text size="small">
          {obligation.companyName} · {obligation.label}
        </Text>
        <Text size="small" weight="strong" tone={obligation.status === 'overdue' ? 'critical' : undefined}>
          {obligationTiming(obligation)}
        </Text>
        <details>
          <summary>Why and what it costs if late</summary>
          <Stack space="small">
            <Text size="small">{obligation.rule.explanation}</Text>
            <Text size="small">Late fee: {obligation.lateFeeSummary}.</Text>
            {obligation.extension && (
              <Text size="small">
                Extended by {obligation.extension.notification}: {obligation.extension.note}
              </Text>
            )}
            <Text size="small" tone="muted">
              Source: {obligation.rule.source.law}
            </Text>
          </Stack>
        </details>
        {obligation.status !== 'done' && (
          <Inline space="small">
            <ButtonLink href={fileNowHref(obligation)} size="small">
              File now
            </ButtonLink>
            <Button variant="secondary" size="small" onClick={() => onMarkFiled(obligation)}>
              Mark as filed
            </Button>
          </Inline>
        )}
      </Stack>
    </Card>
  );
}
