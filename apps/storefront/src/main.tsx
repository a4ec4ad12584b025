import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');

createRoot(root).render(
  <StrictMode>
    <main>
      <h1>Startwise</h1>
      <p>Business, legal and registration services for Indian entrepreneurs.</p>
    </main>
  </StrictMode>,
);
