import type { Decorator, Preview } from '@storybook/react-vite';
import { backofficeHandlers } from '../apps/backoffice/src/stories/default-handlers';
import { mswLoader, startMockApi } from '../apps/storefront/src/stories/msw';
import { UiProvider } from '../packages/ui/src/UiProvider';
import { frame, fullWidthFrame, pageFrame } from './storyFrame.css';
import { type StoryThemeName, storyThemes } from './themes';

const withTheme: Decorator = (Story, context) => {
  const themeName = (context.globals.theme as StoryThemeName | undefined) ?? 'startwise';
  // Page stories render the whole storefront (or back office), whose own providers hold the kit's root in the
  // toolbar's theme (apps/*/src/stories); a second root here would be the one the screenshots re-theme.
  if (context.parameters.appPage || context.parameters.backofficePage) {
    return (
      <div className={pageFrame} data-story-frame="">
        <Story />
      </div>
    );
  }
  const fullWidth = context.parameters.fullWidth === true;
  return (
    <UiProvider theme={storyThemes[themeName] ?? storyThemes.startwise}>
      <div className={fullWidth ? fullWidthFrame : frame} data-story-frame="">
        <Story />
      </div>
    </UiProvider>
  );
};

startMockApi(Object.values(backofficeHandlers));

const preview: Preview = {
  decorators: [withTheme],
  loaders: [mswLoader],
  globalTypes: {
    theme: {
      description: 'Brand theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'startwise', title: 'Startwise' },
          { value: 'saffron', title: 'Saffron' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'startwise' },
  parameters: {
    // The frame decorator owns padding and background; `fullWidth: true` gives a story the whole width.
    layout: 'fullscreen',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        mobile: { name: 'Mobile 375×812', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        phone: { name: 'Phone 390×844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet 768×1024', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        narrowDesktop: { name: 'Desktop 1024×768', styles: { width: '1024px', height: '768px' }, type: 'desktop' },
        desktop: { name: 'Desktop 1280×800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
