// The kit's compiled styles, then the brand's typeface: no vanilla-extract plugin in this build.
import '@startwise/ui/styles.css';
import '@fontsource-variable/bitter';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
