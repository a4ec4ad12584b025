import { applicationFormMachine } from '@startwise/flows';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { findApplicationForm } from '../find-region';
import { serviceDetail, services } from '../fixtures/catalog';
import { submissionDetails } from '../fixtures/submission-details';
import { mockData, mockPost } from '../mock-api';
import { PAGE_READY } from '../page-story';
import { dialogSettled } from '../settle';
import { diagramStory } from './diagramStory';
import { desktopViewport, JOURNEY_SCREENSHOT, journey } from './journey';
import { pressEnterOn } from './keyboard';

const TAKEN_EMAIL = 'taken@example.com';
const SLUG = 'patent-search';
const SUMMARY =
  'A solar dryer built from recycled drums that dries spices in half the time of open-air drying, with a passive vent that keeps out dust and insects.';
const submitted = submissionDetails.pending;

const meta = {
  title: 'Flows/Application Form',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `The **application form** machine (\`applicationFormMachine\`, selectors under \`applicationForm\`
from \`@startwise/flows\`): editing → validating (the field definitions' rules) → submitting → submitted, with the
payment prompt (skip or proceed); the server's field errors go next to their fields and into the summary, and a
field's error clears when it is edited. A storefront provides \`submitApplication\`, and may provide \`fileUploader\`
(the storefront's uses Uppy): each chosen file that passes its field's rules then travels on its own, with progress,
CANCEL_UPLOAD and RETRY_UPLOAD per file; SUBMIT waits in \`awaitingUploads\` for files still travelling, refuses a
failed one with its field's message, and sends the staged ids (Pages/Service Detail: UploadsInProgress,
WaitingForUploads, RetryOneFile).

The journey applies on the storefront's service page; the mock API refuses ${TAKEN_EMAIL} with a field error.`,
      },
    },
  },
} satisfies Meta;

export default meta;

export const Diagram: StoryObj = diagramStory(applicationFormMachine, 'application form');

/** Submit empty, meet a server field error, fix it, submit, and skip the payment for now. */
export const Journey: StoryObj = {
  ...journey,
  parameters: {
    appPage: { url: `/service/${SLUG}`, signedIn: true },
    screenshot: JOURNEY_SCREENSHOT,
    msw: {
      handlers: {
        service: mockData('/public/services/{slug}', { service: serviceDetail(SLUG) }),
        related: mockPost('/public/services/related', { success: true, data: { services: services.slice(0, 3) } }),
        submit: http.post('/api/public/services/:slug/submit', async ({ request }) => {
          const values = JSON.parse(String((await request.formData()).get('formData'))) as Record<string, unknown>;
          if (values.contactEmail === TAKEN_EMAIL) {
            return HttpResponse.json(
              {
                success: false,
                message: 'Validation failed',
                errors: [{ field: 'contactEmail', message: 'An application with this email already exists' }],
              },
              { status: 422 },
            );
          }
          return HttpResponse.json(
            { success: true, message: 'Form submitted successfully!', data: { submissionId: submitted._id } },
            { status: 201 },
          );
        }),
        submission: mockData('/public/services/submissions/{id}', { submission: submitted }),
      },
    },
  },
  globals: desktopViewport,
  play: async ({ canvasElement }) => {
    const form = await findApplicationForm(canvasElement);
    await pressEnterOn(form.getByRole('button', { name: 'Submit Application' }));
    await expect(form.getByText('Title of the invention is required')).toBeVisible();
    await expect(form.getByText('Contact email is required')).toBeVisible();
    await userEvent.click(form.getByRole('textbox', { name: /^Title of the invention/ }));
    await userEvent.keyboard('Low-cost solar dryer');
    await expect(form.queryByText('Title of the invention is required')).not.toBeInTheDocument();
    await userEvent.tab();
    await userEvent.paste(SUMMARY);
    await userEvent.click(form.getByRole('textbox', { name: /^Contact email/ }));
    await userEvent.keyboard(`${TAKEN_EMAIL}{Enter}`);
    const summary = await form.findByRole('alert', {}, PAGE_READY);
    await expect(summary).toHaveTextContent('An application with this email already exists');
    await waitFor(() => expect(summary).toHaveFocus());
    const email = form.getByRole('textbox', { name: /^Contact email/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'asha@example.com{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Proceed to Payment' }, PAGE_READY);
    await dialogSettled();
    // Under load the fade-in can still be at its first frame (opacity 0) once the entering mark is gone.
    await waitFor(() => expect(dialog).toBeVisible(), PAGE_READY);
    await expect(form.getByRole('button', { name: 'Submitted' })).toBeDisabled();
    await pressEnterOn(screen.getByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(
      await within(canvasElement).findByRole('heading', { name: submitted.service.title, level: 1 }, PAGE_READY),
    ).toBeVisible();
  },
};
