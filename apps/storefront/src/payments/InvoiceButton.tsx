import { ApiError, downloadInvoice } from '@startwise/api-client';
import { Button, type ButtonProps, useToast } from '@startwise/ui';
import { useMutation } from '@tanstack/react-query';
import { api } from '../app/api';
import { saveFile } from '../pages/submissions/saveFile';

export interface InvoiceButtonProps {
  transactionId: string;
  /** The button's label: "Download Invoice" on the submission page, "Invoice" in a table row. */
  label: string;
  /** The accessible name where the label alone would repeat on every row ("Invoice SW/2026-27/00042"). */
  'aria-label'?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}

/** Downloads a paid transaction's GST invoice (PDF) and saves it under the name the server gives it. */
export function InvoiceButton({ transactionId, label, variant, size, ...aria }: InvoiceButtonProps) {
  const toast = useToast();
  const invoice = useMutation({
    mutationFn: () => downloadInvoice(api, transactionId),
    onSuccess: ({ blob, fileName }) => {
      saveFile(blob, fileName);
      toast.success('Invoice downloaded successfully');
    },
    onError: (error) => {
      const text = error instanceof ApiError ? error.toastMessage : undefined;
      toast.error(text ?? 'Failed to download invoice');
    },
  });
  return (
    <Button variant={variant} size={size} {...aria} onClick={() => invoice.mutate()} loading={invoice.isPending}>
      {label}
    </Button>
  );
}
