// What a person sees broken in a laid-out page, measured in the browser. Used by the e2e layout guard
// (../layout-guard.spec.ts, through `page.evaluate`) and by the page stories' checks in both brands
// (.storybook/vitest.setup.ts). It must stay one self-contained function: Playwright sends its source to the page.

/** One thing wrong on screen: which rule, and a short description of the element. */
export interface LayoutProblem {
  rule:
    | 'page overflows sideways'
    | 'control under 44 px wide'
    | 'words broken across lines'
    | 'header wraps'
    | 'text clipped';
  element: string;
}

/**
 * Every layout problem inside `rootSelector` (the whole document when absent), whose own box must not scroll sideways:
 * - the page (or root) overflows sideways;
 * - a visible text input or button is narrower than 44 px;
 * - a label, heading, legend or button takes more lines than it has words (a word broken, one letter per line);
 * - a header's items wrap: a flex row of the header breaks into two rows, or an item's text takes two lines;
 * - text is clipped by its container (overflow hidden or a one-line ellipsis cutting it; a clamp to a few lines is
 *   a designed excerpt and passes).
 */
export function layoutProblems(rootSelector?: string): LayoutProblem[] {
  const root = rootSelector ? document.querySelector<HTMLElement>(rootSelector) : document.documentElement;
  if (!root) return [{ rule: 'page overflows sideways', element: `no element matches ${rootSelector}` }];
  const problems: LayoutProblem[] = [];
  const MIN_TARGET = 44;

  const describe = (element: Element) => {
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
    const name = element.tagName.toLowerCase();
    const type = element.getAttribute('type');
    return `${name}${type ? `[type=${type}]` : ''} "${text.slice(0, 40)}"`;
  };

  // Shown to a sighted person: laid out with a size, not made invisible, and not inside visually hidden content
  // (text for screen readers is clipped to nothing, and so is what it holds).
  const clippedAway = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.clip.startsWith('rect(0px') || style.clipPath === 'inset(50%)') return true;
    }
    return false;
  };
  const isShown = (element: Element) => {
    const box = element.getBoundingClientRect();
    if (box.width <= 2 || box.height <= 2) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && Number(style.opacity) > 0 && !clippedAway(element);
  };

  // The line boxes each text of `element` takes: distinct tops of a text node's rectangles. Per text node, so a
  // lockup drawn as stacked blocks (a logo over its tagline) is not a wrapped line.
  const textLines = (element: Element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const texts: { words: number; lines: number }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      if (!text) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const tops: number[] = [];
      for (const rect of range.getClientRects()) {
        if (rect.width < 1 || rect.height < 1) continue;
        if (!tops.some((top) => Math.abs(top - rect.top) < rect.height / 2)) tops.push(rect.top);
      }
      texts.push({ words: text.split(/\s+/).length, lines: tops.length });
    }
    return texts;
  };

  const ownText = (element: Element) =>
    [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('')
      .trim();

  if (root.scrollWidth > root.clientWidth + 1) {
    problems.push({
      rule: 'page overflows sideways',
      element: `${root === document.documentElement ? 'page' : describe(root)} is ${root.scrollWidth} px wide in ${root.clientWidth} px`,
    });
  }

  const controls = root.querySelectorAll(
    'button, [role="button"], input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]):not([type="range"]):not([type="file"]), textarea, select',
  );
  for (const control of controls) {
    if (!isShown(control)) continue;
    const width = control.getBoundingClientRect().width;
    if (width < MIN_TARGET - 0.5) {
      problems.push({ rule: 'control under 44 px wide', element: `${describe(control)} is ${Math.round(width)} px` });
    }
  }

  for (const element of root.querySelectorAll('label, legend, h1, h2, h3, h4, h5, h6, button, [role="button"], a')) {
    if (!isShown(element)) continue;
    const broken = textLines(element).find(({ words, lines }) => lines > words);
    if (broken) {
      problems.push({ rule: 'words broken across lines', element: `${describe(element)} takes ${broken.lines} lines` });
    }
  }

  for (const header of root.querySelectorAll('header, [role="banner"]')) {
    if (!isShown(header)) continue;
    for (const row of [header, ...header.querySelectorAll('*')]) {
      const style = getComputedStyle(row);
      if (!isShown(row) || !style.display.includes('flex') || style.flexDirection !== 'row') continue;
      const items = [...row.children].filter(isShown).map((child) => child.getBoundingClientRect());
      const wrapped = items.some((item) => items.some((other) => item.top >= other.bottom - 1));
      if (wrapped) problems.push({ rule: 'header wraps', element: `${describe(row)} breaks into rows` });
    }
    for (const item of header.querySelectorAll('a, button, [role="button"]')) {
      const wrapped = isShown(item) ? textLines(item).find(({ lines }) => lines > 1) : undefined;
      if (wrapped) problems.push({ rule: 'header wraps', element: `${describe(item)} takes ${wrapped.lines} lines` });
    }
  }

  for (const element of root.querySelectorAll('*')) {
    if (!ownText(element) || !isShown(element)) continue;
    const style = getComputedStyle(element);
    // A clamp to a few lines with an ellipsis is a designed excerpt (a card's description), not text cut off.
    if (style.webkitLineClamp !== 'none') continue;
    const clipsX = ['hidden', 'clip'].includes(style.overflowX);
    const clipsY = ['hidden', 'clip'].includes(style.overflowY);
    if (!clipsX && !clipsY) continue;
    const cutSideways = clipsX && element.scrollWidth > element.clientWidth + 1;
    const cutBelow = clipsY && element.scrollHeight > element.clientHeight + 1;
    if (cutSideways || cutBelow) {
      problems.push({
        rule: 'text clipped',
        element: `${describe(element)} shows ${element.clientWidth}×${element.clientHeight} of ${element.scrollWidth}×${element.scrollHeight} px`,
      });
    }
  }

  return problems;
}
