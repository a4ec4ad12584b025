/** The meta tag in index.html that holds the address of the app's entry chunk (src/main.tsx), for src/boot.ts. */
export const APP_ENTRY_META = 'startwise-app';
