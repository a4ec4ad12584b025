import { queuePage, queueRows } from '../../stories/fixtures/queue';
import { mockDataBy } from '../../stories/mock-api';
import { findTable } from '../../stories/screen-checks';

// What the queue's two story files share: the queue answering with the fixtures and recording what it was asked.

/** The addresses the queue asked the server for, newest last. */
export const asked: URL[] = [];
/** The bulk assigns the queue sent. */
export const assigned: unknown[] = [];
export const recordingQueue = mockDataBy('/admin/submissions', () => queuePage(queueRows, 1, 46), asked);

export const table = (canvasElement: HTMLElement) => findTable(canvasElement, 'Submissions');
