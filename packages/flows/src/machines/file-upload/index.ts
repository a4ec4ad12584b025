export * from './file-uploads.js';
