import { paymentStatusWord } from '@startwise/flows/rules';
import { Button, Card, DateField, Grid, Inline, Select, Stack, TextField } from '@startwise/ui';
import { type FormEvent, useState } from 'react';
import {
  amountError,
  NO_FILTERS,
  TRANSACTION_STATUSES,
  type TransactionFilters,
  type TransactionStatusFilter,
} from './filters';

const ALL_STATUSES = 'all';
const STATUS_OPTIONS = [
  { value: ALL_STATUSES, label: 'All Statuses' },
  ...TRANSACTION_STATUSES.map((status) => ({ value: status, label: paymentStatusWord(status).label })),
];
const COLUMNS = { mobile: 1, tablet: 2, desktop: 3 } as const;

export interface TransactionFiltersPanelProps {
  applied: TransactionFilters;
  onApply: (filters: TransactionFilters) => void;
}

/** Spec 2 filter panel: Status, Min and Max Amount (not below 0), Start and End Date, Reset and Apply Filters. */
export function TransactionFiltersPanel({ applied, onApply }: TransactionFiltersPanelProps) {
  const [draft, setDraft] = useState(applied);
  const [showErrors, setShowErrors] = useState(false);
  const errors = { minAmount: amountError(draft.minAmount), maxAmount: amountError(draft.maxAmount) };
  const set = (name: keyof TransactionFilters) => (value: string) =>
    setDraft((current) => ({ ...current, [name]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (errors.minAmount || errors.maxAmount) {
      setShowErrors(true);
      return;
    }
    setShowErrors(false);
    onApply(draft);
  };
  const onReset = () => {
    setDraft(NO_FILTERS);
    setShowErrors(false);
    onApply(NO_FILTERS);
  };

  return (
    <Card padding="large" as="section" aria-label="Filters">
      <form onSubmit={onSubmit} noValidate>
        <Stack space="large">
          <Grid columns={COLUMNS} space="medium">
            <Select
              label="Status"
              options={STATUS_OPTIONS}
              value={draft.status || ALL_STATUSES}
              onChange={(value) =>
                set('status')(value && value !== ALL_STATUSES ? (value as TransactionStatusFilter) : '')
              }
            />
            <TextField
              label="Min Amount"
              type="number"
              min={0}
              inputMode="decimal"
              value={draft.minAmount}
              error={showErrors ? errors.minAmount : undefined}
              onChange={(event) => set('minAmount')(event.target.value)}
            />
            <TextField
              label="Max Amount"
              type="number"
              min={0}
              inputMode="decimal"
              value={draft.maxAmount}
              error={showErrors ? errors.maxAmount : undefined}
              onChange={(event) => set('maxAmount')(event.target.value)}
            />
            <DateField
              label="Start Date"
              value={draft.startDate}
              max={draft.endDate || undefined}
              onChange={(event) => set('startDate')(event.target.value)}
            />
            <DateField
              label="End Date"
              value={draft.endDate}
              min={draft.startDate || undefined}
              onChange={(event) => set('endDate')(event.target.value)}
            />
          </Grid>
          <Inline space="small" align="right">
            <Button variant="secondary" onClick={onReset}>
              Reset
            </Button>
            <Button type="submit">Apply Filters</Button>
          </Inline>
        </Stack>
      </form>
    </Card>
  );
}
