import { configure } from 'storybook/test';
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { layoutProblems } from '../apps/storefront/e2e/support/layout-problems';
import { type StoryThemeName, storyThemes } from './themes';

// A play function's findBy… and waitFor wait 5 s, not testing-library's 1 s: on a starved CI runner a toast took longer
// than 1 s to appear after its click (Toast › Default). A story that waits on purpose still passes its own timeout.
configure({ asyncUtilTimeout: 5_000 });

/** Marks the storage below, which outlives a file when files share the document. */
const STORY_STORAGE = Symbol.for('startwise.story-storage');

/** A Storage kept in this document's memory. */
class MemoryStorage implements Storage {
  readonly [STORY_STORAGE] = true;
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
}

// Storage of the story run's own, in memory: the browser's is shared by every document of the origin, so a session
// a signed-in page story stored would sign in the signed-out stories of a file running beside it (their header,
// guards and sitemap change). Where files share one document and module graph (isolate: false), modules hold on to
// the storage they first saw (the storefront's authStorage): there the storage stays, and each file empties it.
for (const name of ['localStorage', 'sessionStorage'] as const) {
  const storage = window[name] as Storage & { [STORY_STORAGE]?: true };
  if (storage[STORY_STORAGE]) storage.clear();
  else Object.defineProperty(window, name, { value: new MemoryStorage(), configurable: true });
}

/** `parameters.screenshot` of a story. */
interface ScreenshotParameters {
  disable?: boolean;
  /** Once asked a page story to be shot in both brands; every story is now, so it changes nothing. */
  everyBrand?: boolean;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** The widths a page story is also laid out at, besides its own: a phone's and a tablet's. */
const GUARDED_WIDTHS = [390, 768];

/**
 * The layout guard (apps/storefront/e2e/layout) in one brand: the app shows only one, so a page story checks the
 * page in each brand at its own width and the guarded ones. Describes every problem found, or nothing.
 */
async function layoutProblemsAtEveryWidth() {
  const own = { width: window.innerWidth, height: window.innerHeight };
  const found: string[] = [];
  try {
    for (const width of [own.width, ...GUARDED_WIDTHS]) {
      if (width !== window.innerWidth) await page.viewport(width, own.height);
      await nextFrame();
      await nextFrame();
      for (const problem of layoutProblems('[data-story-frame]'))
        found.push(`${width}: ${problem.rule} — ${problem.element}`);
    }
  } finally {
    if (window.innerWidth !== own.width) await page.viewport(own.width, own.height);
  }
  return found;
}

/**
 * Scrolls `frame` until `anchor` is back at `top`, frame after frame while the brand's layout settles: one scroll
 * on a busy machine could land before the page grew to its new height (a shot 125 px off its baseline).
 */
async function keepInPlace(frame: HTMLElement, anchor: Element, top: number) {
  let framesInPlace = 0;
  // In place on two frames running, so a layout still settling cannot move it just after the first.
  for (let frames = 0; frames < 20 && framesInPlace < 2; frames++) {
    const offset = anchor.getBoundingClientRect().top - top;
    if (Math.abs(offset) < 1) framesInPlace++;
    else {
      framesInPlace = 0;
      frame.scrollTop += offset;
    }
    await nextFrame();
  }
}

/**
 * Visual regression: after each story has rendered and passed its play function and a11y checks, its
 * frame is screenshotted and compared with the committed baseline in the story file's `__screenshots__`
 * folder, once per brand theme (switched by swapping the class on the kit's root, exactly what the toolbar's
 * decorator does; a page story's root is the app's own `UiProvider`). Stories whose frame another story already
 * shoots opt out with `parameters.screenshot.disable` (a flow's journey, a Playground that starts from Default).
 * Once every brand is shot, a page story's layout is checked in each brand too (layoutProblemsAtEveryWidth).
 */
afterEach(async (context) => {
  const story = (context as unknown as { story?: { id: string; parameters: Record<string, unknown> } }).story;
  if (!story || context.task.result?.state === 'fail') return;
  const screenshot = story.parameters.screenshot as ScreenshotParameters | undefined;
  if (screenshot?.disable) return;
  const root = document.querySelector<HTMLElement>('[data-ui-root]');
  const target = document.querySelector<HTMLElement>('[data-story-frame]');
  if (!root || !target) return;
  const current = (Object.keys(storyThemes) as StoryThemeName[]).find((name) =>
    root.classList.contains(storyThemes[name]),
  );
  if (!current) return;
  const exportName = story.id.split('--')[1] ?? story.id;
  const scrollTop = target.scrollTop;
  // A page story scrolled to a section: the element at the middle of its frame, kept there in every brand (another
  // brand's type and spacing move it).
  const frame = target.getBoundingClientRect();
  const anchor =
    scrollTop > 0 ? document.elementFromPoint(frame.left + frame.width / 2, frame.top + frame.height / 2) : null;
  const anchorTop = anchor?.getBoundingClientRect().top ?? 0;
  const themes = Object.keys(storyThemes) as StoryThemeName[];
  /**
   * Runs `check` with the frame in brand `name`, then puts back the story's own brand and scroll position. Answers
   * what it threw, so every brand is compared before failing: one run reports (and, with -u, writes) all of them.
   */
  const inBrand = async (name: StoryThemeName, check: () => Promise<void>): Promise<unknown> => {
    root.classList.replace(storyThemes[current], storyThemes[name]);
    try {
      await check();
      return undefined;
    } catch (error) {
      return error;
    } finally {
      root.classList.replace(storyThemes[name], storyThemes[current]);
      target.scrollTop = scrollTop;
    }
  };
  const shoot = (name: StoryThemeName) => async () => {
    // The new brand's typefaces start loading at the next layout; shoot once they have arrived.
    target.getBoundingClientRect();
    await document.fonts.ready;
    if (anchor) await keepInPlace(target, anchor, anchorTop);
    await expect(page.elementLocator(target)).toMatchScreenshot(`${exportName}-${name}`);
  };
  const failures: unknown[] = [];
  // Every brand is shot before any layout check: measuring at other widths reflows the page, and a part that settles
  // a little later after the width is put back could leave the next brand's shot a few pixels off its baseline.
  for (const name of themes) {
    const first = await inBrand(name, shoot(name));
    if (first === undefined) continue;
    // Re-theming a rendered page at run time is the harness's doing, not the app's (a customer's page has one brand
    // from its first paint), and on a starved runner a re-themed page once settled off its baseline (a scrolled page,
    // 4-5% of its pixels). So a brand whose shot differs is put back and drawn once more; a real change differs the
    // second time too. The first difference is printed, so a repeat offender shows in the log.
    const difference = String(first)
      .split('\n')
      .find((line) => line.includes('differ'));
    console.warn(`${story.id} in ${name}: shot again, the first shot differed (${difference ?? first})`);
    await nextFrame();
    await nextFrame();
    const second = await inBrand(name, shoot(name));
    if (second !== undefined) failures.push(second);
  }
  // Storefront pages only: the back office's screens are still laid out for the desk (its responsive shell is open
  // work; the e2e layout guard records what they do at 390 px).
  if (story.parameters.appPage) {
    for (const name of themes) {
      const error = await inBrand(name, async () => {
        expect(await layoutProblemsAtEveryWidth(), `layout in ${name}`).toEqual([]);
      });
      if (error !== undefined) failures.push(error);
    }
  }
  if (failures.length > 0) throw failures[0];
});
