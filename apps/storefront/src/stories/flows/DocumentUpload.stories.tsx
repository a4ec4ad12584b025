import { documentUploadMachine } from '@startwise/flows';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { diagramStory } from './diagramStory';

const meta = {
  title: 'Flows/Document Upload',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: `The **document upload** machine (\`documentUploadMachine\`, selectors under \`documentUpload\` from
\`@startwise/flows\`): answering one document request of a submission. The request becomes a file field of the
application form (\`documentRequestField\`), so UPLOAD checks the chosen files with the form's rules and messages
and makes no call when one is broken; a refusal keeps the files for another try. A storefront provides
\`answerDocumentRequest\`, and may provide \`fileUploader\` (the storefront's uses Uppy): each file that passes the
rules then travels on its own as soon as it is chosen, with progress, CANCEL_UPLOAD and RETRY_UPLOAD per file;
UPLOAD waits in \`awaitingUploads\` for files still travelling, refuses a failed one, and sends the staged ids.
Without an uploader the files go with the answer, as before.

The submission page's stories (Pages/Submission Detail/Progress) run it: an upload that succeeds, files uploading,
arrived and failed, an answer waiting for a file, a failed file retried, a wrong type refused before sending, and a
422 from the server.`,
      },
    },
  },
} satisfies Meta;

export default meta;

export const Diagram: StoryObj = diagramStory(documentUploadMachine, 'document upload');
