import { toMermaid } from '@startwise/flows/diagram';
import mermaid from 'mermaid';
import type { AnyStateMachine } from 'xstate';

// 'strict' keeps Mermaid from running anything in labels; nothing renders until asked. SVG text labels (not
// HTML in foreignObject) draw the same in every browser and keep the picture one image for assistive technology.
mermaid.initialize({
  startOnLoad: false,
  securityLevel: 'strict',
  theme: 'neutral',
  htmlLabels: false,
});

let renders = 0;

/**
 * The machine's state diagram as SVG markup, generated from its definition by the same toMermaid that writes
 * docs/flows.md. Mermaid's SVG announces itself as a 'graphics-document' without a name: it becomes one image
 * named `label`, and the story's figure caption and state list carry the detail.
 */
export async function renderStateDiagram(machine: AnyStateMachine, label: string): Promise<string> {
  renders += 1;
  const { svg } = await mermaid.render(`flow-diagram-${machine.id}-${renders}`, toMermaid(machine));
  const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const root = parsed.documentElement;
  root.setAttribute('role', 'img');
  root.setAttribute('aria-label', label);
  root.removeAttribute('aria-roledescription');
  root.removeAttribute('aria-labelledby');
  root.removeAttribute('aria-describedby');
  // Natural size (Mermaid would shrink it to the page width): the story's box scrolls instead.
  const [, , width = '0', height = '0'] = (root.getAttribute('viewBox') ?? '').split(/\s+/);
  root.setAttribute('width', width);
  root.setAttribute('height', height);
  root.removeAttribute('style');
  return new XMLSerializer().serializeToString(root);
}
