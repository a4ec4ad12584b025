import type { Schemas } from '@startwise/api-client';
import { HttpResponse, http } from 'msw';
import { mockData, type PostBody } from './mock-api';
import { stagedNamesIn } from './mock-uploads';

// The mock API of a submission's progress, so its page's stories run without a server: what GET …/progress answers, the answer to a document
// request (POST …/document-requests/{requestId}) and the files' downloads, for the submission page's stories.

type Progress = Schemas['SubmissionProgressResponse']['data'];
type AnswerBody = PostBody<'/public/services/submissions/{id}/document-requests/{requestId}'>;

const PROGRESS = '/public/services/submissions/{id}/progress';
const ANSWER = '/api/public/services/submissions/:id/document-requests/:requestId';
const FILE = '/api/public/services/submissions/:id/files/:fileId';

/** GET …/progress answers `progress`. */
export const mockProgress = (progress: Progress) => mockData(PROGRESS, progress);

/**
 * A document request the customer answers: GET …/progress answers `before` until POST …/document-requests/{id}
 * succeeds, then `after`. Call `reset()` in the story's `beforeEach`, so a story shown again starts unanswered.
 */
export function answerableRequest({ before, after }: { before: Progress; after: Progress }) {
  let answered = false;
  const sent: string[][] = [];
  return {
    reset: () => {
      answered = false;
      sent.length = 0;
    },
    /** The names of the files of each POST (staged ones first, then parts), oldest first. */
    sent: () => sent,
    handlers: {
      progress: http.get(`/api${PROGRESS.replace('{id}', ':id')}`, () =>
        HttpResponse.json({ success: true, data: answered ? after : before }),
      ),
      answer: http.post(ANSWER, async ({ request, params }) => {
        const form = await request.formData();
        sent.push([...stagedNamesIn(form, 'files'), ...form.getAll('files').map((part) => (part as File).name)]);
        answered = true;
        const answeredRequest = after.documentRequests.find((entry) => entry.id === params.requestId);
        const body: AnswerBody = { success: true, data: { request: answeredRequest as Schemas['DocumentRequest'] } };
        return HttpResponse.json(body);
      }),
    },
  };
}

/**
 * GET …/files/{fileId} answers a few bytes as an attachment; `downloads()` lists the file ids asked for with the
 * customer's bearer token (a download without it would be refused by the server).
 */
export function downloadableFiles() {
  const downloads: string[] = [];
  return {
    reset: () => {
      downloads.length = 0;
    },
    downloads: () => downloads,
    handler: http.get(FILE, ({ request, params }) => {
      if (!request.headers.get('Authorization')?.startsWith('Bearer ')) {
        return HttpResponse.json({ success: false, message: 'Authentication required' }, { status: 401 });
      }
      downloads.push(String(params.fileId));
      return new HttpResponse('%PDF-1.4\n%%EOF\n', {
        headers: { 'Content-Type': 'application/octet-stream', 'Content-Disposition': 'attachment; filename="file"' },
      });
    }),
  };
}
