import { api } from '../../../app/api';
import { type CatalogService, useCatalogChange } from '../queries';
import { inputOf, type ServiceDraft } from './service-draft';
import type { StatusChange } from './status-changes';

const STATUS_PATHS = {
  publish: '/admin/catalog/services/{serviceId}/publish',
  unpublish: '/admin/catalog/services/{serviceId}/unpublish',
  archive: '/admin/catalog/services/{serviceId}/archive',
  restore: '/admin/catalog/services/{serviceId}/restore',
} as const satisfies Record<StatusChange, string>;

/**
 * Saves the draft (creating the service the first time, always as a draft), then changes its status when asked
 * (publish, unpublish, archive, restore): what the admin typed is never lost by a status change. Resolves with the service as the server keeps it.
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
    const changed = await api.post(STATUS_PATHS[status], {
      params: { path: { serviceId: saved.service._id } },
      fallbackMessage: `Failed to ${status} the service`,
    });
    return changed.service;
  });
}
