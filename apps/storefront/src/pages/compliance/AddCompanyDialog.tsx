import { Button, DateField, Dialog, Select, Stack, Text, TextField } from '@startwise/ui';
import { useState } from 'react';
import { INDIAN_STATES } from '../profile/indian-states';
import { type CompanyFormErrors, companyFromForm, DIRECTOR_ROWS, ENTITY_OPTIONS } from './company-form';
import { useAddCompany } from './compliance-queries';

/** Adds a business to the calendar: what the rules need to date its filings. */
export function AddCompanyDialog({ isOpen, today, onClose }: { isOpen: boolean; today: string; onClose: () => void }) {
  const addCompany = useAddCompany();
  const [errors, setErrors] = useState<CompanyFormErrors>({});
  const serverErrors = Object.fromEntries(
    (addCompany.error as { errors?: { field?: string; message: string }[] } | null)?.errors?.map((e) => [
      e.field,
      e.message,
    ]) ?? [],
  );
  const errorOf = (field: string) => errors[field] ?? serverErrors[field];
  const submit = (element: HTMLFormElement) => {
    const { input, errors: found } = companyFromForm(new FormData(element));
    setErrors(found ?? {});
    // The first field to correct takes focus, so a keyboard or screen-reader user lands on it.
    const first = found && Object.keys(found)[0];
    if (first) element.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    if (input) addCompany.mutate(input, { onSuccess: onClose });
  };
  return (
    <Dialog isOpen={isOpen} onOpenChange={(open) => !open && onClose()} title="Add a company" size="large">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit(event.currentTarget);
        }}
      >
        <Stack space="medium">
          <Select
            label="Kind of business"
            name="entityType"
            options={ENTITY_OPTIONS}
            defaultValue="private-limited"
            error={errorOf('entityType')}
            required
          />
          <TextField label="Name as registered" name="name" error={errorOf('name')} required maxLength={150} />
          <TextField
            label="CIN or LLPIN"
            hint="From the certificate of incorporation"
            name="identifier"
            error={errorOf('identifier') ?? errorOf('cin') ?? errorOf('llpin')}
            maxLength={21}
          />
          <DateField
            label="Date of incorporation"
            name="incorporatedOn"
            max={today}
            error={errorOf('incorporatedOn')}
          />
          <TextField
            label="GSTIN"
            hint="Leave empty if not registered for GST"
            name="gstin"
            error={errorOf('gstin')}
            maxLength={15}
          />
          <Select label="GST state" name="gstState" options={INDIAN_STATES} placeholder="Select a state" />
          <Select
            label="GST returns"
            name="gstFrequency"
            options={[
              { value: 'monthly', label: 'Monthly' },
              { value: 'qrmp', label: 'Quarterly (QRMP)' },
            ]}
            defaultValue="monthly"
          />
          <TextField label="TAN" hint="If you deduct tax at source" name="tan" error={errorOf('tan')} maxLength={10} />
          <Text weight="semibold">Directors or designated partners</Text>
          {Array.from({ length: DIRECTOR_ROWS }, (_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are fixed slots, never reordered
            <Stack key={row} space="small">
              <TextField
                label={`Director ${row + 1} name`}
                name={`director${row}Name`}
                error={errorOf(`director${row}Name`)}
                maxLength={100}
              />
              <TextField
                label={`Director ${row + 1} DIN`}
                name={`director${row}Din`}
                inputMode="numeric"
                error={errorOf(`director${row}Din`)}
                maxLength={8}
              />
            </Stack>
          ))}
          {addCompany.error && !Object.keys(serverErrors).length && (
            <Text tone="critical">{addCompany.error.message}</Text>
          )}
          <Button type="submit" loading={addCompany.isPending}>
            Add company
          </Button>
        </Stack>
      </form>
    </Dialog>
  );
}
