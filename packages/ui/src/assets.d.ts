// Files the kit's components import by address (bundled by Vite in every app and in Storybook).
declare module '*.svg?url' {
  const url: string;
  export default url;
}
