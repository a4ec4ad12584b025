import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { backofficeStory, desktopViewport, PAGE_READY } from '../../stories/backoffice-story';
import { answeredDetail, closedDetail, unreadDetail, unreadMessage } from '../../stories/fixtures/inbox';
import { operator } from '../../stories/fixtures/staff';
import { HeldWrites, mockData, mockDataBy, mockError, mockPost, mockPostError } from '../../stories/mock-api';
import { openDialog } from '../../stories/screen-checks';
import { dialogSettled } from '../../stories/settle';

/** /backoffice/inbox/:id: one contact message, signed in as the admin (Priya Nair). */
const meta = {
  title: 'Back office/Contact message',
  ...backofficeStory,
  parameters: {
    backofficePage: { url: `/inbox/${answeredDetail.contactMessage.id}`, signedIn: true },
    msw: { handlers: { contactMessage: mockData('/admin/contact-messages/{messageId}', answeredDetail) } },
  },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const writes = new HeldWrites();

/** The page of the message from `name`, once the staff's names have arrived (replies and timeline name them). */
const page = async (canvasElement: HTMLElement, name: string) => {
  writes.clear();
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name, level: 1 }, PAGE_READY);
  await waitFor(() => expect(canvas.getByRole('button', { name: /Assignee$/ })).toBeEnabled());
  return canvas;
};

const readNow = { ...unreadMessage, read: true, readAt: '2026-11-25T04:00:00.000Z' };
/** What the unread message's page sent to mark it read (the page asks as soon as it opens). */
let markedRead: unknown;

/**
 * An unread message opens and marks itself read (the server's GET does not): the page asks once, then shows what
 * the server now has. Sender, email, phone, received and the whole message; nothing replied yet.
 */
export const OpenUnread: Story = {
  beforeEach: () => {
    markedRead = undefined;
  },
  parameters: {
    backofficePage: { url: `/inbox/${unreadMessage.id}` },
    msw: {
      handlers: {
        contactMessage: mockDataBy('/admin/contact-messages/{messageId}', () =>
          markedRead ? { ...unreadDetail, contactMessage: readNow } : unreadDetail,
        ),
        read: mockPost(
          '/admin/contact-messages/{messageId}/read',
          { contactMessage: readNow },
          {
            seen: (body) => {
              markedRead = body;
            },
          },
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement, 'Kavya Reddy');
    await waitFor(() => expect(markedRead).toEqual({ read: true }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Mark as unread' })).toBeVisible());
    await expect(canvas.queryByText('Unread')).toBeNull();
    const message = within(canvas.getByRole('region', { name: 'Message' }));
    await expect(message.getByText('kavya.reddy@example.in')).toBeVisible();
    await expect(message.getByText('+91 98450 12345')).toBeVisible();
    await expect(message.getByText(/GST registration at the same time/)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Replies' })).toHaveTextContent('No replies yet.');
  },
};

/** A message answered once: the reply with who sent it and when, the timeline, and Mark as unread. */
export const WithReplies: Story = {
  parameters: {
    msw: { handlers: { read: writes.holding('/admin/contact-messages/{messageId}/read') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement, 'Vikram Singh');
    const replies = within(canvas.getByRole('region', { name: 'Replies' }));
    await expect(await replies.findByText(new RegExp(`^${operator.fullName} · 23 Nov 2026`))).toBeVisible();
    await expect(replies.getByText(/within four months of the advertisement/)).toBeVisible();
    const timeline = within(canvas.getByRole('list', { name: 'Timeline' }));
    await expect(timeline.getByText('Replied by email')).toBeVisible();
    await expect(timeline.getByText(`Assigned to ${operator.fullName}`)).toBeVisible();
    await expect(writes.sent).toBeUndefined();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as unread' }));
    await writes.expectSent({ read: false });
    canvas.getByRole('region', { name: 'Replies' }).scrollIntoView({ block: 'start' });
  },
};

/** Writes `text` in the reply form on Vikram Singh's message and presses Send reply; answers the form. */
async function sendReply(canvasElement: HTMLElement, text: string) {
  const canvas = await page(canvasElement, 'Vikram Singh');
  const form = within(canvas.getByRole('form', { name: 'Reply by email' }));
  await userEvent.type(form.getByLabelText(/^Reply to Vikram Singh/), text);
  await userEvent.click(form.getByRole('button', { name: 'Send reply' }));
  return form;
}

/** Writing nothing and pressing Send reply says what is missing; nothing is sent. */
export const ReplyValidation: Story = {
  parameters: { msw: { handlers: { reply: writes.holding('/admin/contact-messages/{messageId}/replies') } } },
  play: async ({ canvasElement }) => {
    const form = await sendReply(canvasElement, '   ');
    await expect(await form.findByText('Please write your reply')).toBeVisible();
    await expect(writes.sent).toBeUndefined();
  },
};

/** A reply is sent as written (trimmed); the server stores it and queues the mail. */
export const ReplySending: Story = {
  parameters: { msw: { handlers: { reply: writes.holding('/admin/contact-messages/{messageId}/replies') } } },
  play: async ({ canvasElement }) => {
    await sendReply(canvasElement, 'We have the application number, thank you. ');
    await writes.expectSent({ body: 'We have the application number, thank you.' });
  },
};

/** The server refused the reply (here: someone closed the message meanwhile): its words stay in the form. */
export const ReplyRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        reply: mockPostError('/admin/contact-messages/{messageId}/replies', 409, 'Reopen the message before replying'),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const form = await sendReply(canvasElement, 'Following up.');
    await expect(await form.findByText('Reopen the message before replying')).toBeVisible();
    await expect(form.getByLabelText(/^Reply to Vikram Singh/)).toHaveValue('Following up.');
  },
};

/** Close asks first; confirming sends it. */
export const CloseConfirm: Story = {
  parameters: { msw: { handlers: { status: writes.holding('/admin/contact-messages/{messageId}/status') } } },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement, 'Vikram Singh');
    const dialog = await openDialog(canvas, 'Close', 'Close this message?', 'alertdialog');
    await expect(writes.sent).toBeUndefined();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await writes.expectSent({ status: 'closed' });
    await dialogSettled();
  },
};

/** A closed message: no reply form until it is reopened; Reopen asks first. */
export const Closed: Story = {
  parameters: {
    backofficePage: { url: `/inbox/${closedDetail.contactMessage.id}` },
    msw: {
      handlers: {
        contactMessage: mockData('/admin/contact-messages/{messageId}', closedDetail),
        status: writes.holding('/admin/contact-messages/{messageId}/status'),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement, 'Anil Kumar');
    // The status badge by the title and the timeline's last entry both say Closed.
    const timeline = canvas.getByRole('list', { name: 'Timeline' });
    const badge = canvas.getAllByText('Closed').find((word) => !timeline.contains(word));
    await expect(badge).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Reply by email' })).toBeNull();
    await expect(canvas.getByText('This message is closed: reopen it to reply.')).toBeVisible();
    await expect(within(timeline).getByText('Closed')).toBeVisible();
    const dialog = await openDialog(canvas, 'Reopen', 'Reopen this message?', 'alertdialog');
    await userEvent.click(dialog.getByRole('button', { name: 'Reopen' }));
    await writes.expectSent({ status: 'open' });
    await dialogSettled();
  },
};

/** An address for a message that does not exist. */
export const NotFound: Story = {
  parameters: {
    msw: { handlers: { contactMessage: mockError('/admin/contact-messages/{messageId}', 404, 'Message not found') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Message not found' }, PAGE_READY)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the inbox' })).toBeVisible();
  },
};
