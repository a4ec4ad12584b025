import { Link, Text } from '@startwise/ui';
import { paths } from '../../app/paths';
import { entityWords } from './audit-search';

/**
 * An audit event's entity: a submission or a contact message opens in the back office; a member shows by name, a
 * newsletter subscription by its address; other ids stay short.
 */
export function EntityCell({
  entity,
  id,
  staffName,
}: {
  entity: string;
  id: string;
  staffName: (id: string) => string;
}) {
  // The first block of a UUID is enough to tell rows apart here; the link and the filters use the whole id.
  const short = id.slice(0, 8);
  if (entity === 'submission') return <Link href={paths.submission(id)}>{`Submission ${short}`}</Link>;
  if (entity === 'contact_message') return <Link href={paths.contactMessage(id)}>{`Message ${short}`}</Link>;
  // A subscription's id is its address, which says more than any short form.
  if (entity === 'newsletter_subscription') return <Text as="span">{`Newsletter: ${id}`}</Text>;
  if (entity === 'staff') return <Text as="span">{`Staff: ${staffName(id)}`}</Text>;
  return <Text as="span">{`${entityWords(entity)} ${short}`}</Text>;
}
