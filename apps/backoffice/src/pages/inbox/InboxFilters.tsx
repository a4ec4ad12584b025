import { conversationStatusOptions, statusChip, useAssigneeOptions } from '../../lists/common-filters';
import { type FilterBarState, ListFilterBar } from '../../lists/ListFilterBar';
import { type InboxFilterKey, MESSAGE_STATUSES, NOBODY } from './inbox-search';

/** The inbox's search and filter chips, all kept in the address. */
export function InboxFilters(bar: FilterBarState<InboxFilterKey>) {
  const assignees = useAssigneeOptions(NOBODY);
  return (
    <ListFilterBar
      label="Search and filter the inbox"
      searchPlaceholder="Sender's name, email or words of the message"
      chips={[
        statusChip(conversationStatusOptions(MESSAGE_STATUSES)),
        {
          kind: 'options',
          key: 'read',
          label: 'Read',
          options: [
            { value: 'unread', label: 'Unread only' },
            { value: 'read', label: 'Read only' },
          ],
        },
        { kind: 'options', key: 'assignee', label: 'Assignee', options: assignees },
      ]}
      {...bar}
    />
  );
}
