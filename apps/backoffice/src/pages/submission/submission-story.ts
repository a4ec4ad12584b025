import { signedInScreen } from '../../stories/backoffice-story';
import { companyRegistration } from '../../stories/fixtures/catalog';
import { SUBMISSION_ID } from '../../stories/fixtures/ids';
import { mockData } from '../../stories/mock-api';

/** The submission stories' screen: /backoffice/submissions/:id signed in, its service's form answering. */
export const submissionScreen = signedInScreen(`/submissions/${SUBMISSION_ID}`, {
  serviceForm: mockData('/public/services/{slug}', { service: companyRegistration }),
});
