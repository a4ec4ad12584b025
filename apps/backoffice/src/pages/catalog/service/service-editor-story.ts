import { within } from 'storybook/test';
import { gstRegistration, nidhiDraft } from '../../../stories/fixtures/catalog-editor';
import { mockData, mockPut } from '../../../stories/mock-api';

// What the service editor's story files share: a published service's page, a draft that saves, the editor loaded.

/** The stories' page: a published service, signed in. */
export const servicePage = { url: `/catalog/services/${gstRegistration._id}`, signedIn: true };
export const serviceHandlers = {
  service: mockData('/admin/catalog/services/{serviceId}', { service: gstRegistration }),
};

/** The bodies a story's editor sent, in order: empty it at the start of a story. */
export const sent: unknown[] = [];
export const record = (body: unknown) => sent.push(body);
/** PUT of the draft: records the body and answers the draft as saved. */
const savesDraft = mockPut('/admin/catalog/services/{serviceId}', (body) => {
  record(body);
  return { service: nidhiDraft };
});
export const draftHandlers = {
  service: mockData('/admin/catalog/services/{serviceId}', { service: nidhiDraft }),
};
export const draftSaving = { ...draftHandlers, save: savesDraft };

export const loaded = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  // The editor (TipTap included) is the largest lazy page: a cold cache takes longer than PAGE_READY.
  await canvas.findByRole('form', { name: 'Service' }, { timeout: 20_000 });
  return canvas;
};
