import { topCategories } from './fixtures/catalog';
import { appConfig } from './fixtures/config';
import { submissionProgress } from './fixtures/submission-progress';
import { customer } from './fixtures/user';
import { mockData } from './mock-api';
import { stagedUploadHandlers } from './mock-uploads';

/**
 * What every page of the storefront calls, answered with the fixtures (msw's initial handlers, see ./msw.ts). A
 * story's own handler for the same call wins, e.g.
 * `parameters: { msw: { handlers: { topCategories: mockLoading('/services/top-categories') } } }`.
 */
export const defaultHandlers = {
  config: mockData('/config', appConfig),
  topCategories: mockData('/services/top-categories', { categoriesWithServices: topCategories }),
  currentUser: mockData('/users/me', { user: customer }),
  // The submission page reads its progress too; the journeys that end there (applying, paying) see a fresh one.
  submissionProgress: mockData(
    '/public/services/submissions/{id}/progress',
    submissionProgress.awaitingPayment.progress,
  ),
  // The forms upload each chosen file on its own as soon as it is chosen.
  ...stagedUploadHandlers,
};
