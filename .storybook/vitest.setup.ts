import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { type StoryThemeName, storyThemes } from './themes';

interface StoryUnderTest {
  id: string;
  parameters: Record<string, unknown>;
  play?: unknown;
}

/** Attributes that hold generated ids (React's `useId`): they differ between two renders of the same markup. */
const idReferenceAttributes = new Set([
  'id',
  'for',
  'headers',
  'aria-activedescendant',
  'aria-controls',
  'aria-describedby',
  'aria-details',
  'aria-errormessage',
  'aria-labelledby',
  'aria-owns',
]);

/**
 * What decides a story's pixels, short of taking a screenshot: the viewport, the kit root's markup (the
 * story frame and any overlay portalled beside it, with generated ids renamed in order of appearance) and
 * which element has focus.
 */
function renderFingerprint(root: HTMLElement): string {
  const clone = root.cloneNode(true) as HTMLElement;
  const canonicalIds = new Map<string, string>();
  const canonical = (id: string) => {
    if (!canonicalIds.has(id)) canonicalIds.set(id, `id-${canonicalIds.size}`);
    return canonicalIds.get(id);
  };
  for (const element of [clone, ...clone.querySelectorAll('*')]) {
    for (const attribute of element.attributes) {
      if (idReferenceAttributes.has(attribute.name)) {
        attribute.value = attribute.value.split(/\s+/).map(canonical).join(' ');
      }
    }
  }
  const focused = document.activeElement ? [...root.querySelectorAll('*')].indexOf(document.activeElement) : -1;
  return `${window.innerWidth}x${window.innerHeight} focus ${focused} ${clone.outerHTML}`;
}

/**
 * Playwright's defaults for `animations: 'disabled'` and `caret: 'hide'` inject and remove a script and a
 * style in every frame around each screenshot. The story frame's global style (storyFrame.css.ts) already
 * stops every animation and transition and hides the caret, so that work is skipped.
 */
const screenshotOptions = { animations: 'allow', caret: 'initial' } as const;

/** Per story file, the fingerprints of the renders already compared in every theme. */
const comparedRenders = new Map<string, Set<string>>();

/**
 * Visual regression: after each story has rendered and passed its play function and a11y checks, its
 * frame is screenshotted in every brand theme and compared with the committed baseline in the story
 * file's `__screenshots__` folder. The theme is switched by swapping the class on the kit's root, which
 * is exactly what the toolbar's decorator does (no re-render: the theme is only CSS variables).
 *
 * A story without a play function whose render is identical to one already compared in the same file
 * (typically a docs Playground left at Default's args) would give the same pixels, so it is not
 * screenshotted again; its render, play function and a11y checks still run.
 */
afterEach(async (context) => {
  const story = (context as unknown as { story?: StoryUnderTest }).story;
  if (!story || context.task.result?.state === 'fail') return;
  if ((story.parameters.screenshot as { disable?: boolean } | undefined)?.disable) return;
  const root = document.querySelector<HTMLElement>('[data-ui-root]');
  const target = document.querySelector<HTMLElement>('[data-story-frame]');
  if (!root || !target) return;
  const current = (Object.keys(storyThemes) as StoryThemeName[]).find((name) =>
    root.classList.contains(storyThemes[name]),
  );
  if (!current) return;
  const fingerprint = renderFingerprint(root);
  const fileRenders = comparedRenders.get(context.task.file.filepath) ?? new Set<string>();
  comparedRenders.set(context.task.file.filepath, fileRenders);
  if (!story.play && fileRenders.has(fingerprint)) return;
  const exportName = story.id.split('--')[1] ?? story.id;
  // Compare every theme before failing, so one run reports (and, with -u, writes) all of them.
  const failures: unknown[] = [];
  for (const name of Object.keys(storyThemes) as StoryThemeName[]) {
    root.classList.replace(storyThemes[current], storyThemes[name]);
    try {
      await expect(page.elementLocator(target)).toMatchScreenshot(`${exportName}-${name}`, { screenshotOptions });
    } catch (error) {
      failures.push(error);
    } finally {
      root.classList.replace(storyThemes[name], storyThemes[current]);
    }
  }
  if (failures.length > 0) throw failures[0];
  fileRenders.add(fingerprint);
});
