import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { findRegion } from '../../stories/find-region';
import { serviceDetail, services } from '../../stories/fixtures/catalog';
import { mockData, mockError, mockPost, mockPostError } from '../../stories/mock-api';
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
    const card = await findRegion(canvasElement, 'Apply for this Service');
    const form = within(await card.findByRole('form', { name: 'Application form' }));
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
    const card = await findRegion(canvasElement, 'Apply for this Service');
    const form = within(await card.findByRole('form', { name: 'Application form' }));
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
