import type { paymentMachine } from '@startwise/flows';
import { brandTokens } from '@startwise/ui/themes/brand';
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { api } from '../../app/api';
import { configQuery } from '../../app/queries';
import { checkoutActors } from './checkout';

type PaymentActors = NonNullable<Parameters<typeof paymentMachine.provide>[0]['actors']>;

/**
 * The payment machine's calls: the order, its verification and cancellation on the API, and the provider's
 * checkout, whose script address and brand come from GET /api/config (through the query cache).
 */
export const paymentActors = (queryClient: QueryClient): PaymentActors =>
  ({
    createOrder: fromPromise(({ input, signal }) =>
      api.post('/payment/create-order', { body: input, signal, fallbackMessage: 'Failed to create payment order' }),
    ),
    verifyPayment: fromPromise(({ input, signal }) =>
      api.post('/payment/verify', { body: input, signal, fallbackMessage: 'Failed to verify payment' }),
    ),
    cancelPayment: fromPromise(({ input, signal }) =>
      api.post('/payment/cancel/{id}', {
        params: { path: { id: input.transactionId } },
        signal,
        fallbackMessage: 'Failed to cancel payment',
      }),
    ),
    ...checkoutActors(async () => (await queryClient.fetchQuery(configQuery)).checkoutScriptUrl, {
      name: () => queryClient.getQueryData(configQuery.queryKey)?.brand.name ?? 'Startwise',
      color: brandTokens.color.brand,
    }),
  }) satisfies PaymentActors;
