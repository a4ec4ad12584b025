import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { EntryLoadState } from '../EntryLoadState';
import { catalogCategoryQuery } from '../queries';
import { CategoryForm } from './CategoryForm';

/** /backoffice/catalog/categories/new and /catalog/categories/:id (admins). */
export function CategoryEditorPage() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const { data, error, refetch } = useQuery({ ...catalogCategoryQuery(id), enabled: !isNew });
  if (isNew) return <CategoryForm key="new" />;
  if (data) return <CategoryForm key={data.category.updatedAt} category={data.category} />;
  return <EntryLoadState noun="Category" error={error} retry={() => refetch()} />;
}
