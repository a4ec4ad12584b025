import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  server: { proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
});
