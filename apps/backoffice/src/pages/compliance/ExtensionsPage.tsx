import { COMPLIANCE_RULES } from '@startwise/flows/compliance';
import { formatCalendarDate, formatDayAndTime } from '@startwise/format/staff-dates';
import { Button, DataTable, Spinner, Stack, Text } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadFailure } from '../../layout/LoadFailure';
import { ScreenLayout } from '../../layout/ScreenLayout';
import { extensionsQuery } from './queries';
import { RecordExtensionDialog } from './RecordExtensionDialog';

const COLUMNS = [
  { id: 'obligation', header: 'Obligation', isRowHeader: true },
  { id: 'period', header: 'Period' },
  { id: 'dueOn', header: 'New due date' },
  // The note under its notification: as a column of its own it pushed the table past 1280 px in the Saffron theme.
  { id: 'notification', header: 'Notification', wrap: true },
  { id: 'recordedAt', header: 'Recorded' },
];

const formOf = (ruleId: string) => COMPLIANCE_RULES.find((rule) => rule.id === ruleId)?.form ?? ruleId;

/**
 * /backoffice/compliance/extensions (admins): the deadlines the government extended, newest first. Each overrides
 * the rule's date for its period in every customer's calendar, feed and reminders; recording one is audited.
 */
export function ExtensionsPage() {
  const { data, error, isPending, refetch } = useQuery(extensionsQuery);
  const [recording, setRecording] = useState(false);
  const rows = (data?.extensions ?? []).map((extension) => ({
    id: `${extension.ruleId}:${extension.periodKey}`,
    cells: {
      obligation: formOf(extension.ruleId),
      period: extension.periodKey,
      dueOn: formatCalendarDate(extension.dueOn),
      notification: (
        <Stack space="xsmall">
          <span>{extension.notification}</span>
          {extension.note ? (
            <Text as="span" size="small" tone="muted">
              {extension.note}
            </Text>
          ) : null}
        </Stack>
      ),
      recordedAt: formatDayAndTime(extension.recordedAt),
    },
  }));

  return (
    <ScreenLayout
      title="Extensions"
      description="Deadlines the government extended. Each replaces the rule's date for that period in every customer's calendar and reminders."
      actions={<Button onClick={() => setRecording(true)}>Record an extension</Button>}
      dialogs={<RecordExtensionDialog isOpen={recording} onOpenChange={setRecording} />}
    >
      {isPending ? (
        <Spinner label="Loading the extensions" />
      ) : error ? (
        <LoadFailure title="The extensions could not be loaded" error={error} retry={() => refetch()} />
      ) : (
        <DataTable
          caption="Extensions"
          hideCaption
          columns={COLUMNS}
          rows={rows}
          emptyMessage="No extensions recorded."
        />
      )}
    </ScreenLayout>
  );
}
