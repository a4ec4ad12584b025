import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { EntryLoadState } from '../EntryLoadState';
import { catalogCategoriesQuery, catalogServiceQuery } from '../queries';
import { ServiceForm } from './ServiceForm';

/** /backoffice/catalog/services/new and /catalog/services/:id (admins). */
export function ServiceEditorPage() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const service = useQuery({ ...catalogServiceQuery(id), enabled: !isNew });
  const categories = useQuery(catalogCategoriesQuery);
  const error = service.error ?? categories.error;
  if (categories.data && (isNew || service.data)) {
    const saved = service.data?.service;
    return <ServiceForm key={saved?.updatedAt ?? 'new'} service={saved} categories={categories.data.categories} />;
  }
  return (
    <EntryLoadState
      noun="Service"
      error={error}
      retry={() => {
        if (service.error) service.refetch();
        if (categories.error) categories.refetch();
      }}
    />
  );
}
