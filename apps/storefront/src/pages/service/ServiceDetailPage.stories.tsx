import type { FormField } from '@startwise/flows/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findApplicationForm, findRegion } from '../../stories/find-region';
import { serviceDetail, services } from '../../stories/fixtures/catalog';
import { submissionDetails } from '../../stories/fixtures/submission-details';
import { mockData, mockError, mockPost, mockPostError } from '../../stories/mock-api';
import { FLAKY_MESSAGE, healFlaky, resetStagedUploads, stagedNamesIn } from '../../stories/mock-uploads';
import { desktopViewport, PAGE_READY, pageStory, phoneViewport } from '../../stories/page-story';

/**
 * Service detail (spec 2) at /service/{slug}: the Investor Pitch Deck, whose form has seven kinds of field (text,
 * dropdown, number, textarea, file, email, datetime). Visitors get a login link in place of the form.
 */
const meta = {
  title: 'Pages/Service Detail',
  ...pageStory,
  parameters: {
    appPage: { url: '/service/pitch-deck-design', signedIn: true },
    msw: {
      handlers: {
        service: mockData('/public/services/{slug}', { service: serviceDetail('pitch-deck-design') }),
        related: mockPost('/public/services/related', {
          success: true,
          data: { services: services.filter((it) => it.slug !== 'pitch-deck-design').slice(0, 3) },
        }),
      },
    },
  },
  globals: desktopViewport,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A visitor reads the service: its first screen has the price with MRP and discount, that it includes GST, the
 * usual turnaround, what is included and the call to action; applying starts with a login that returns here.
 */
export const SignedOut: Story = {
  parameters: { appPage: { url: '/service/pitch-deck-design', signedIn: false } },
  play: async ({ canvasElement }) => {
    const offer = await findRegion(canvasElement, 'Price');
    await expect(offer.getByText('₹14,999')).toBeVisible();
    await expect(offer.getByText('incl. 18% GST')).toBeVisible();
    await expect(offer.getByText('Usually 10 working days')).toBeVisible();
    await expect(offer.getByRole('list')).toHaveTextContent('12-15 designed slides');
    await expect(offer.getByRole('link', { name: 'Login to Apply' })).toHaveAttribute(
      'href',
      '/login?redirect=/service/pitch-deck-design',
    );
    await expect(within(canvasElement).queryByRole('form', { name: 'Application form' })).toBeNull();
  },
};

/** On a phone the offer comes right under the title, and 'Apply — ₹N' stays at the bottom of the screen. */
export const SignedOutPhone: Story = {
  parameters: { appPage: { url: '/service/pitch-deck-design', signedIn: false } },
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const bar = await findRegion(canvasElement, 'Apply for Investor Pitch Deck');
    await expect(bar.getByRole('link', { name: 'Apply — ₹14,999' })).toHaveAttribute(
      'href',
      '/login?redirect=/service/pitch-deck-design',
    );
  },
};

/** A signed-in customer gets the service's own form and its submit label. */
export const ApplicationForm: Story = {
  play: async ({ canvasElement }) => {
    const form = await findApplicationForm(canvasElement);
    await expect(form.getByRole('textbox', { name: /^Startup name/ })).toBeVisible();
    await expect(form.getByRole('spinbutton', { name: /^Amount you plan to raise/ })).toBeVisible();
    await expect(form.getByLabelText(/^Preferred slot for the discovery call/)).toHaveAttribute(
      'type',
      'datetime-local',
    );
    await expect(form.getByRole('button', { name: 'Build my pitch deck' })).toBeEnabled();
  },
};

/**
 * The server refuses an answer the form's own rules let through (422): the summary under 'There was a problem with
 * your submission:' and the message under the field. A shorter form (Business Website Development) is filled in.
 */
export const SubmitErrors: Story = {
  parameters: {
    appPage: { url: '/service/website-development', signedIn: true },
    msw: {
      handlers: {
        service: mockData('/public/services/{slug}', { service: serviceDetail('website-development') }),
        submit: mockPostError('/public/services/{slug}/submit', 422, 'Validation failed', [
          { field: 'contactEmail', message: 'Email domains from tempmail.dev are not allowed' },
        ]),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const form = await findApplicationForm(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /^Business name/ }), 'Lakshmi Home Foods');
    await userEvent.type(form.getByRole('spinbutton', { name: /^Number of pages needed/ }), '6');
    await userEvent.type(form.getByRole('textbox', { name: /^Contact email/ }), 'orders@tempmail.dev');
    await userEvent.click(form.getByRole('button', { name: 'Start my website' }));
    const summary = await form.findByText('There was a problem with your submission:', {}, PAGE_READY);
    await expect(summary).toBeVisible();
    await expect(form.getAllByText('Email domains from tempmail.dev are not allowed')).toHaveLength(2);
  },
};

export const NotFound: Story = {
  parameters: {
    appPage: { url: '/service/no-such-service', signedIn: true },
    msw: { handlers: { service: mockError('/public/services/{slug}', 404, 'Service not found') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Service Not Found' }, PAGE_READY)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  },
};

/** Related services fail (a 500, retried twice): the page says so where the list would be. */
export const RelatedServicesFailed: Story = {
  parameters: {
    msw: { handlers: { related: mockPostError('/public/services/related', 500, 'Failed to fetch services') } },
  },
  play: async ({ canvasElement }) => {
    const notice = await within(canvasElement).findByText('Unable to load related services', {}, PAGE_READY);
    notice.scrollIntoView({ block: 'center' });
    await expect(notice).toBeVisible();
  },
};

/** Business Website Development with two document fields: one PAN card, and several address proofs. */
const WITH_DOCUMENTS = 'website-development';
const documentFields: FormField[] = [
  {
    name: 'panCard',
    label: 'PAN card',
    type: 'file',
    required: true,
    validations: { fileTypes: ['pdf', 'png'], maxSize: 5 * 1024 * 1024 },
  },
  {
    name: 'addressProofs',
    label: 'Address proofs',
    type: 'file',
    required: false,
    validations: { fileTypes: ['pdf'], maxSize: 25 * 1024 * 1024, multiple: true },
  },
];
const withDocuments = serviceDetail(WITH_DOCUMENTS);
const documentsService = { ...withDocuments, fields: [...withDocuments.fields, ...documentFields] };

const scans = {
  pan: new File(['%PDF-1.4'], 'pan-card.pdf', { type: 'application/pdf' }),
  travelling: new File([new Uint8Array(64 * 1024)], 'rent-agreement-slow-scan.pdf', { type: 'application/pdf' }),
  failing: new File(['%PDF-1.4'], 'gas-bill-flaky.pdf', { type: 'application/pdf' }),
};

/** What each submit named as staged files, by field. */
const submits: Record<string, string[]>[] = [];
const documentsHandlers = {
  service: mockData('/public/services/{slug}', { service: documentsService }),
  submit: http.post('/api/public/services/:slug/submit', async ({ request }) => {
    const form = await request.formData();
    submits.push({ panCard: stagedNamesIn(form, 'panCard'), addressProofs: stagedNamesIn(form, 'addressProofs') });
    return HttpResponse.json(
      { success: true, message: 'Form submitted successfully!', data: { submissionId: submissionDetails.pending._id } },
      { status: 201 },
    );
  }),
};
const startFresh = () => {
  submits.length = 0;
  resetStagedUploads();
};

/** The form's file fields, scrolled to the middle of the frame for the screenshot. */
async function documentsOf(canvasElement: HTMLElement) {
  const form = await findApplicationForm(canvasElement);
  const pan = await form.findByLabelText(/^PAN card/, undefined, PAGE_READY);
  const proofs = form.getByLabelText(/^Address proofs/);
  proofs.scrollIntoView({ block: 'center' });
  return { form, pan, proofs };
}

/** Fills the form's own answers (Business Website Development's required fields). */
async function fillAnswers(form: ReturnType<typeof within>) {
  await userEvent.type(form.getByRole('textbox', { name: /^Business name/ }), 'Lakshmi Home Foods');
  await userEvent.type(form.getByRole('spinbutton', { name: /^Number of pages needed/ }), '6');
  await userEvent.type(form.getByRole('textbox', { name: /^Contact email/ }), 'orders@lakshmifoods.in');
}

/**
 * Each chosen file uploads on its own as soon as it is chosen: the PAN card arrived, one address proof is on its way
 * (its progress bar and Cancel), the other failed (the reason, Retry and Remove).
 */
export const UploadsInProgress: Story = {
  parameters: {
    appPage: { url: `/service/${WITH_DOCUMENTS}`, signedIn: true },
    msw: { handlers: documentsHandlers },
  },
  beforeEach: startFresh,
  play: async ({ canvasElement }) => {
    const { form, pan, proofs } = await documentsOf(canvasElement);
    await userEvent.upload(pan, scans.pan);
    await userEvent.upload(proofs, [scans.travelling, scans.failing]);
    const panUploads = within(form.getByRole('list', { name: 'PAN card uploads' }));
    const proofUploads = within(form.getByRole('list', { name: 'Address proofs uploads' }));
    await expect(await panUploads.findByText('Uploaded', {}, PAGE_READY)).toBeVisible();
    await expect(await proofUploads.findByText(FLAKY_MESSAGE, {}, PAGE_READY)).toBeVisible();
    await expect(proofUploads.getByRole('progressbar', { name: `Uploading ${scans.travelling.name}` })).toBeVisible();
    await expect(proofUploads.getByRole('button', { name: `Retry ${scans.failing.name}` })).toBeEnabled();
    (document.activeElement as HTMLElement | null)?.blur();
    proofs.scrollIntoView({ block: 'center' });
  },
};

/** Submitted while a file is still on its way: the application waits for it, and says so. */
export const WaitingForUploads: Story = {
  parameters: {
    appPage: { url: `/service/${WITH_DOCUMENTS}`, signedIn: true },
    msw: { handlers: documentsHandlers },
  },
  beforeEach: startFresh,
  play: async ({ canvasElement }) => {
    const { form, pan, proofs } = await documentsOf(canvasElement);
    await fillAnswers(form);
    await userEvent.upload(pan, scans.pan);
    await userEvent.upload(proofs, scans.travelling);
    await expect(await form.findByText('Uploaded', {}, PAGE_READY)).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Start my website' }));
    const waiting = await form.findByText(
      'Your application will be sent once your files have finished uploading.',
      {},
      PAGE_READY,
    );
    await expect(waiting).toBeVisible();
    await expect(form.getByRole('button', { name: 'Start my website' })).toHaveAttribute('aria-busy', 'true');
    expect(submits).toEqual([]);
    (document.activeElement as HTMLElement | null)?.blur();
    waiting.scrollIntoView({ block: 'center' });
  },
};

/** The failed file stops the submit until it is retried alone; then the application names the staged files. */
export const RetryOneFile: Story = {
  parameters: {
    appPage: { url: `/service/${WITH_DOCUMENTS}`, signedIn: true },
    msw: { handlers: documentsHandlers },
    screenshot: { disable: true },
  },
  beforeEach: startFresh,
  play: async ({ canvasElement }) => {
    const { form, pan, proofs } = await documentsOf(canvasElement);
    await fillAnswers(form);
    await userEvent.upload(pan, scans.pan);
    await userEvent.upload(proofs, scans.failing);
    await expect(await form.findByText(FLAKY_MESSAGE, {}, PAGE_READY)).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Start my website' }));
    await expect(
      await form.findByText(`${scans.failing.name} did not upload. Retry it or remove it.`, {}, PAGE_READY),
    ).toBeVisible();
    expect(submits).toEqual([]);
    healFlaky();
    await userEvent.click(form.getByRole('button', { name: `Retry ${scans.failing.name}` }));
    await waitFor(() => expect(form.getAllByText('Uploaded')).toHaveLength(2), PAGE_READY);
    await userEvent.click(form.getByRole('button', { name: 'Start my website' }));
    await waitFor(
      () => expect(submits).toEqual([{ panCard: [scans.pan.name], addressProofs: [scans.failing.name] }]),
      PAGE_READY,
    );
  },
};
