import { Button, Inline, Tabs } from '@startwise/ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { ScreenLayout } from '../../layout/ScreenLayout';
import { CategoriesTab } from './CategoriesTab';
import { ServicesTab } from './ServicesTab';

/** /backoffice/catalog (admins): the services (drafts included) and the categories, each opening its editor. */
export function CatalogPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'categories' ? 'categories' : 'services';
  const newCategory = () => navigate(paths.newCategory);

  return (
    <ScreenLayout
      title="Catalog"
      description="Services start as drafts; customers see a service once it is published."
      actions={
        <Inline space="small">
          <Button variant="secondary" onClick={newCategory}>
            New category
          </Button>
          <Button onClick={() => navigate(paths.newService)}>New service</Button>
        </Inline>
      }
    >
      <Tabs
        aria-label="Catalog"
        selectedId={tab}
        // Each tab starts from its plain list: the other tab's filters mean nothing here.
        onSelectionChange={(id) => setParams(id === 'categories' ? { tab: 'categories' } : {})}
        items={[
          { id: 'services', label: 'Services', content: <ServicesTab /> },
          { id: 'categories', label: 'Categories', content: <CategoriesTab onNew={newCategory} /> },
        ]}
      />
    </ScreenLayout>
  );
}
