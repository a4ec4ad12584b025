import { api } from '../../../app/api';
import { type CatalogService, useCatalogChange } from '../queries';
import { inputOf, type ServiceDraft } from './service-draft';

export type StatusChange = 'publish' | 'unpublish';

/**
 * Saves the draft (creating the service the first time, always as a draft), then publishes or unpublishes it when
 * asked: what the admin typed is never lost by a status change. Resolves with the service as the server keeps it.
 */
export function useServiceSave(service: CatalogService | undefined) {
  return useCatalogChange(async ({ draft, status }: { draft: ServiceDraft; status?: StatusChange }) => {
    const body = inputOf(draft);
    const saved = service
      ? await api.put('/admin/catalog/services/{serviceId}', {
          params: { path: { serviceId: service._id } },
          body,
          fallbackMessage: 'Failed to save the service',
        })
      : await api.post('/admin/catalog/services', { body, fallbackMessage: 'Failed to add the service' });
    if (!status) return saved.service;
    const path =
      status === 'publish'
        ? ('/admin/catalog/services/{serviceId}/publish' as const)
        : ('/admin/catalog/services/{serviceId}/unpublish' as const);
    const changed = await api.post(path, {
      params: { path: { serviceId: saved.service._id } },
      fallbackMessage: `Failed to ${status} the service`,
    });
    return changed.service;
  });
}
