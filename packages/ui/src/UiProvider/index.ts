export { type LinkComponent, type LinkComponentProps, useLinkComponent } from './LinkComponent';
export { UiProvider, type UiProviderProps } from './UiProvider';
