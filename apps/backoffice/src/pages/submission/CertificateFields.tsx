import type { Delivery } from '@startwise/api-client';
import { REGISTRATION_LABELS, registrationOf } from '@startwise/flows/compliance';
import { DateField, Stack, Text, TextArea, TextField } from '@startwise/ui';

/** What staff type: the directors as lines of "name, DIN". */
export interface CertificateDraft {
  companyName: string;
  companyIdentifier: string;
  registeredOn: string;
  directors: string;
}

export const EMPTY_CERTIFICATE: CertificateDraft = {
  companyName: '',
  companyIdentifier: '',
  registeredOn: '',
  directors: '',
};

/**
 * The draft as the delivery sends it, for a registration service only. "Asha Verma, 01234567" per line makes a
 * director; a line that does not parse is still sent, for the server to refuse with its field.
 */
export function certificateOf(serviceSlug: string, draft: CertificateDraft): Delivery['certificate'] {
  const registration = registrationOf(serviceSlug);
  if (!registration) return undefined;
  const directors = draft.directors
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.lastIndexOf(',');
      return at < 0 ? { name: line, din: '' } : { name: line.slice(0, at).trim(), din: line.slice(at + 1).trim() };
    });
  return {
    ...(registration.entityType && { companyName: draft.companyName.trim(), directors }),
    companyIdentifier: draft.companyIdentifier.trim(),
    registeredOn: draft.registeredOn,
  };
}

/**
 * The certificate of a registration's final delivery: its identifier and date (and a company's name and
 * directors) go into the customer's compliance calendar. Nothing for any other service.
 */
export function CertificateFields({
  serviceSlug,
  value,
  errors,
  onChange,
}: {
  serviceSlug: string;
  value: CertificateDraft;
  errors: Record<string, string | undefined>;
  onChange: (certificate: CertificateDraft) => void;
}) {
  const registration = registrationOf(serviceSlug);
  if (!registration) return null;
  const labels = REGISTRATION_LABELS[registration.kind];
  const isCompany = Boolean(registration.entityType);
  return (
    <Stack space="small">
      <Text weight="semibold">For the customer’s compliance calendar</Text>
      {isCompany && (
        <TextField
          label="Name on the certificate"
          required
          maxLength={150}
          value={value.companyName}
          error={errors.companyName}
          onChange={(event) => onChange({ ...value, companyName: event.target.value })}
        />
      )}
      <TextField
        label={labels.identifier}
        required
        maxLength={21}
        value={value.companyIdentifier}
        error={errors.companyIdentifier}
        onChange={(event) => onChange({ ...value, companyIdentifier: event.target.value.toUpperCase() })}
      />
      <DateField
        label={labels.date}
        required
        value={value.registeredOn}
        error={errors.registeredOn}
        onChange={(event) => onChange({ ...value, registeredOn: event.target.value })}
      />
      {isCompany && (
        <TextArea
          label="Directors"
          hint="One per line: name, DIN"
          value={value.directors}
          error={errors.directors ?? Object.entries(errors).find(([field]) => field.startsWith('directors.'))?.[1]}
          onChange={(event) => onChange({ ...value, directors: event.target.value })}
        />
      )}
    </Stack>
  );
}
