import { applicationPrefill, calendarFrom, obligationsFor } from '@startwise/flows/compliance';
import type { FormField } from '@startwise/flows/rules';
import { Skeleton, Stack } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { type ComplianceCalendar, complianceCalendarQuery } from '../compliance/compliance-queries';
import { ApplicationForm, type ApplicationFormProps } from './ApplicationForm';

export interface PrefilledApplicationFormProps extends ApplicationFormProps {
  /** The `company` and `obligation` of the calendar's "File now" link. */
  companyId: string;
  obligationId: string;
}

/** The form's values for the company's obligation, or none when the link no longer matches the calendar. */
function prefillFrom(calendar: ComplianceCalendar, fields: FormField[], companyId: string, obligationId: string) {
  const company = calendar.companies.find((candidate) => candidate.id === companyId);
  if (!company) return {};
  const obligation = obligationsFor({
    profile: company,
    today: calendar.today,
    filings: company.filings,
    extensions: calendar.extensions,
    from: calendarFrom(company.incorporatedOn, company.createdAt.slice(0, 10)),
  }).find((candidate) => candidate.id === obligationId);
  if (!obligation) return {};
  const toFile = { ruleId: obligation.rule.id, periodKey: obligation.key, dueOn: obligation.dueOn };
  return applicationPrefill(fields, company, toFile, company.filings);
}

/**
 * The application form opened from the compliance calendar's "File now": filled in from the company's profile
 * for that obligation (its name, CIN, financial year…). Loaded only for such links, so the service page's own
 * code does not carry the calendar's rules.
 */
export default function PrefilledApplicationForm({ companyId, obligationId, ...form }: PrefilledApplicationFormProps) {
  const { data, isPending } = useQuery(complianceCalendarQuery);
  if (isPending) {
    return (
      <Stack space="medium">
        <Skeleton shape="text" />
        <Skeleton shape="block" />
      </Stack>
    );
  }
  // A calendar that failed to load leaves an empty form: the customer can still apply.
  const values = data ? prefillFrom(data, form.fields, companyId, obligationId) : {};
  return <ApplicationForm {...form} values={values} />;
}
