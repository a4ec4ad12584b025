import { Button, Container, Inline, PageHeading, Stack, Tabs } from '@startwise/ui';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { PageTitle } from '../../layout/PageTitle';
import { CategoriesTab } from './CategoriesTab';
import { type CatalogView, readCatalogView, writeCatalogView } from './catalog-search';
import { ServicesTab } from './ServicesTab';

/** /backoffice/catalog (admins): the services (drafts included) and the categories, each opening its editor. */
export function CatalogPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readCatalogView(params), [params]);
  const onView = (next: CatalogView) => setParams(writeCatalogView(next));
  const newCategory = () => navigate(paths.newCategory);

  return (
    <Container>
      <PageTitle title="Catalog" />
      <Stack space="large">
        <PageHeading
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
        />
        <Tabs
          aria-label="Catalog"
          selectedId={view.tab}
          onSelectionChange={(id) => onView({ tab: id === 'categories' ? 'categories' : 'services', page: 1 })}
          items={[
            { id: 'services', label: 'Services', content: <ServicesTab view={view} onView={onView} /> },
            { id: 'categories', label: 'Categories', content: <CategoriesTab onNew={newCategory} /> },
          ]}
        />
      </Stack>
    </Container>
  );
}
