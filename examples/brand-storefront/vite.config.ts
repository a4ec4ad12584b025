import { defineConfig } from 'vite';

// Plain Vite: the kit's styles arrive as CSS from the package, so there is no vanilla-extract plugin here.
// API_URL is where a Startwise API runs (its /api is proxied in development and in `vite preview`).
const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  server: { proxy: { '/api': api } },
  preview: { proxy: { '/api': api } },
});
