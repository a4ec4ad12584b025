import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { backofficeStory, desktopViewport, PAGE_READY } from '../../stories/backoffice-story';
import { companyRegistration } from '../../stories/fixtures/catalog';
import { SUBMISSION_ID } from '../../stories/fixtures/ids';
import { assignableStaff } from '../../stories/fixtures/staff';
import { adminSubmissions } from '../../stories/fixtures/submissions';
import { fillIn, pressRefused, pressShowing } from '../../stories/form-steps';
import { HeldWrites, mockData } from '../../stories/mock-api';
import { openDialog } from '../../stories/screen-checks';
import { dialogSettled } from '../../stories/settle';

/**
 * The actions on /backoffice/submissions/:id as their dialogs show them: what the member fills in, what the flows'
 * rules say before any call, and what is sent (the answer is held back: the shot shows the action on its way).
 */
const meta = {
  title: 'Back office/Submission actions',
  ...backofficeStory,
  parameters: {
    backofficePage: { url: `/submissions/${SUBMISSION_ID}`, signedIn: true },
    msw: { handlers: { serviceForm: mockData('/public/services/{slug}', { service: companyRegistration }) } },
  },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const writes = new HeldWrites();

async function work(canvasElement: HTMLElement) {
  writes.clear();
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: companyRegistration.title, level: 1 }, PAGE_READY);
  return within(canvas.getByRole('region', { name: 'Work on this submission' }));
}

/** Start processing asks first; confirming sends the move. */
export const StartProcessing: Story = {
  parameters: { msw: { handlers: { status: writes.holding('/admin/submissions/{id}/status') } } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(await work(canvasElement), 'Start processing', 'Start processing?', 'alertdialog');
    await expect(dialog.getByText(/the customer is emailed the new status/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Start processing' }));
    await writes.expectSent({ status: 'processing' });
    await dialogSettled();
  },
};

/** Rejecting needs the reason the customer reads (the flows' rule says so before any call). */
export const Reject: Story = {
  parameters: { msw: { handlers: { status: writes.holding('/admin/submissions/{id}/status') } } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(await work(canvasElement), 'Reject', 'Reject this submission?');
    await pressRefused(dialog, 'Reject', writes, 'Please give the customer a reason for the rejection');
    await dialogSettled();
  },
};

/** With a reason, Reject sends it trimmed as the contract's move; the dialog waits for the answer. */
export const RejectWithReason: Story = {
  parameters: { msw: { handlers: { status: writes.holding('/admin/submissions/{id}/status') } } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(await work(canvasElement), 'Reject', 'Reject this submission?');
    const reason = 'The PAN card does not match the name.';
    await fillIn(dialog, { 'Reason for the customer': `  ${reason}  ` });
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await writes.expectSent({ status: 'rejected', reason });
    await dialogSettled();
  },
};

/** Asking for a missing document: what it is, details, accepted types; sent as the contract's request. */
export const RequestDocument: Story = {
  parameters: { msw: { handlers: { request: writes.holding('/admin/submissions/{id}/document-requests') } } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(await work(canvasElement), 'Request a document', 'Request a document');
    await pressShowing(dialog, 'Send request', 'Please name the document you need');
    await fillIn(dialog, {
      'Document needed': 'Address proof of the registered office',
      'Details for the customer': 'A utility bill not older than 2 months.',
    });
    // The file types: one compact field that opens a list of them, several chosen at once.
    await userEvent.click(dialog.getByRole('button', { name: /Accepted file types/ }));
    const types = within(await screen.findByRole('listbox'));
    await userEvent.click(types.getByRole('option', { name: 'PDF' }));
    await userEvent.click(types.getByRole('option', { name: 'JPG' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(dialog.getByRole('button', { name: /Accepted file types/ })).toHaveTextContent('PDF and JPG');
    await userEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    await writes.expectSent({
      label: 'Address proof of the registered office',
      description: 'A utility bill not older than 2 months.',
      fileTypes: ['pdf', 'jpg'],
    });
    await dialogSettled();
  },
};

/**
 * Delivering documents: a title, the files, and (only while processing) "final", which completes the submission.
 * A company registration's final delivery also asks what the certificate says, for the customer's compliance
 * calendar. Sent as the contract's multipart body.
 */
export const DeliverFinalDocuments: Story = {
  parameters: {
    msw: {
      handlers: {
        submission: mockData('/admin/submissions/{id}', adminSubmissions.processing),
        deliver: writes.holding('/admin/submissions/{id}/deliveries'),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(await work(canvasElement), 'Deliver documents', 'Deliver documents');
    await pressShowing(dialog, 'Deliver', 'Please give the delivery a title', 'Please choose at least one file');
    await fillIn(dialog, { Title: 'Certificate of Incorporation' });
    const certificate = new File(['%PDF-1.4\n%%EOF\n'], 'certificate-of-incorporation.pdf', {
      type: 'application/pdf',
    });
    await userEvent.upload(dialog.getByLabelText(/^Files/), certificate);
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Final documents — completes the submission' }));
    await fillIn(dialog, {
      'Name on the certificate': 'Bluepeak Technologies Private Limited',
      CIN: 'u62010mh2026ptc123456',
      'Date of incorporation': '2026-11-20',
      Directors: 'Asha Verma, 01234567{enter}Kiran Rao, 07654321',
    });
    await userEvent.click(dialog.getByRole('button', { name: 'Deliver' }));
    await waitFor(() => expect(writes.sent).toBeInstanceOf(FormData));
    const form = writes.sent as FormData;
    await expect(form.get('title')).toBe('Certificate of Incorporation');
    await expect(form.get('final')).toBe('true');
    await expect(form.get('companyIdentifier')).toBe('U62010MH2026PTC123456');
    await expect(form.get('registeredOn')).toBe('2026-11-20');
    await expect(JSON.parse(String(form.get('directors')))).toEqual([
      { name: 'Asha Verma', din: '01234567' },
      { name: 'Kiran Rao', din: '07654321' },
    ]);
    await expect((form.getAll('files')[0] as File).name).toBe('certificate-of-incorporation.pdf');
    await dialogSettled();
  },
};

/** A pending submission cannot be completed by a delivery: "final" is off, and says why. */
export const DeliverWhilePending: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(await work(canvasElement), 'Deliver documents', 'Deliver documents');
    await expect(dialog.getByRole('checkbox', { name: 'Final documents — completes the submission' })).toBeDisabled();
    await expect(dialog.getByText('Only a submission in processing can be completed by a delivery.')).toBeVisible();
    await dialogSettled();
  },
};

/** Assigning: any active member, from the list; the choice is sent at once. */
export const Assign: Story = {
  parameters: { msw: { handlers: { assign: writes.holding('/admin/submissions/{id}/assign') } } },
  play: async ({ canvasElement }) => {
    const actions = await work(canvasElement);
    await userEvent.click(actions.getByRole('button', { name: /Assignee$/ }));
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Unassigned',
      ...assignableStaff.map((member) => member.fullName),
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Rohan Das' }));
    await writes.expectSent({ staffId: assignableStaff[2]?.id });
    await expect(actions.getByRole('button', { name: /Assignee$/ })).toBeDisabled();
  },
};

/** A message to the customer (they are emailed); an internal note is the other choice. */
export const MessageTheCustomer: Story = {
  parameters: { msw: { handlers: { note: writes.holding('/admin/submissions/{id}/notes') } } },
  play: async ({ canvasElement }) => {
    await work(canvasElement);
    const canvas = within(canvasElement);
    const notes = within(canvas.getByRole('region', { name: 'Notes and messages' }));
    await userEvent.click(notes.getByRole('button', { name: 'Add note' }));
    await expect(await notes.findByText('Please write the note')).toBeVisible();
    await userEvent.click(notes.getByRole('button', { name: /Who sees it$/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Message to the customer (emailed)' }));
    await userEvent.type(notes.getByRole('textbox', { name: 'Message' }), 'We have filed your name application.');
    await userEvent.click(notes.getByRole('button', { name: 'Send message' }));
    await writes.expectSent({ visibility: 'customer', body: 'We have filed your name application.' });
    canvas.getByRole('region', { name: 'Notes and messages' }).scrollIntoView({ block: 'center' });
  },
};
