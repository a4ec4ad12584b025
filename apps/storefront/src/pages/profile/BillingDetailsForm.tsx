import { ApiError, type Schemas } from '@startwise/api-client';
import { useAuthActorRef } from '@startwise/flows/react';
import { Button, Heading, Select, Stack, Text, TextArea, TextField, useToast } from '@startwise/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../../app/api';
import { INDIAN_STATES } from './indian-states';

type Billing = Schemas['BillingDetails'];

interface BillingValues {
  businessName: string;
  gstin: string;
  address: string;
  state: string;
}

const valuesOf = (billing: Billing | null | undefined): BillingValues => ({
  businessName: billing?.businessName ?? '',
  gstin: billing?.gstin ?? '',
  address: billing?.address ?? '',
  state: billing?.state ?? '',
});

/** Empty answers clear the stored value (the contract's null). */
const orNull = (value: string) => value.trim() || null;

/**
 * Optional billing details printed on GST invoices: business name, GSTIN (checked by the server, check digit
 * included), address and state (the place of supply that decides CGST+SGST or IGST).
 */
export function BillingDetailsForm({ billing }: { billing: Billing | null | undefined }) {
  const toast = useToast();
  const authRef = useAuthActorRef();
  const [values, setValues] = useState(() => valuesOf(billing));
  const save = useMutation({
    mutationFn: (next: BillingValues) =>
      api.callWithMessage('put', '/users/update-billing', {
        body: {
          businessName: orNull(next.businessName),
          gstin: orNull(next.gstin.toUpperCase()),
          address: orNull(next.address),
          state: (orNull(next.state) as Schemas['IndianState'] | null) ?? null,
        },
        fallbackMessage: 'Failed to update billing details',
      }),
    onSuccess: ({ message }) => {
      toast.success(message ?? 'Billing details updated successfully');
      // The session's copy of the customer is read again, so the invoice details shown stay true.
      authRef.send({ type: 'FETCH_ME' });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.toastMessage) toast.error(error.toastMessage);
    },
  });
  const fieldErrors = save.error instanceof ApiError ? save.error.fieldErrors : {};
  const set = (name: keyof BillingValues) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="billing-heading" aria-busy={save.isPending}>
      <Stack space="medium">
        <Heading level="3" id="billing-heading">
          Billing Details
        </Heading>
        <Text tone="muted">Optional. Printed on your GST invoices; add a GSTIN to claim input tax credit.</Text>
        <TextField
          label="Business Name"
          autoComplete="organization"
          value={values.businessName}
          error={fieldErrors.businessName}
          disabled={save.isPending}
          onChange={(event) => set('businessName')(event.target.value)}
        />
        <TextField
          label="GSTIN"
          hint="15 characters, e.g. 27AAPFU0939F1ZV"
          maxLength={15}
          value={values.gstin}
          error={fieldErrors.gstin}
          disabled={save.isPending}
          onChange={(event) => set('gstin')(event.target.value)}
        />
        <TextArea
          label="Address"
          rows={3}
          value={values.address}
          error={fieldErrors.address}
          disabled={save.isPending}
          onChange={(event) => set('address')(event.target.value)}
        />
        <Select
          label="State"
          placeholder="Choose a state"
          options={INDIAN_STATES}
          value={values.state || null}
          error={fieldErrors.state}
          disabled={save.isPending}
          onChange={(value) => set('state')(value ?? '')}
        />
        <Stack space="none" align="left">
          <Button type="submit" loading={save.isPending}>
            Save Billing Details
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
