// Turns a machine's definition into a Mermaid stateDiagram-v2, so docs/flows.md shows the machines as they are.
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

const ROOT_SOURCE = 'anyState';

/** Mermaid ids must be unique across the diagram: the state's path joined with '_'. */
function mermaidId(node: AnyStateNode): string {
  return node.path.length === 0 ? ROOT_SOURCE : node.path.join('_');
}

function eventLabel(eventType: string): string {
  if (eventType === '') return 'always';
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `${done[1]} done`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `${error[1]} error`;
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${after[1]}`;
  return eventType;
}

function guardLabel(transition: AnyTransitionDefinition): string {
  const { guard } = transition;
  if (!guard) return '';
  const name = typeof guard === 'string' ? guard : (guard as { type?: string }).type;
  return ` [${name ?? 'guard'}]`;
}

function childrenOf(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states) as AnyStateNode[];
}

function declare(node: AnyStateNode, indent: string): string[] {
  const children = childrenOf(node);
  const id = mermaidId(node);
  const label = node.key;
  if (children.length === 0) {
    return id === label ? [`${indent}${id}`] : [`${indent}state "${label}" as ${id}`];
  }
  const lines = [`${indent}state ${id} {`];
  if (node.type === 'parallel') {
    children.forEach((region, index) => {
      if (index > 0) lines.push(`${indent}  --`);
      lines.push(...declare(region, `${indent}  `));
    });
  } else {
    lines.push(...initialAndChildren(node, `${indent}  `));
  }
  lines.push(`${indent}}`);
  return lines;
}

function initialAndChildren(node: AnyStateNode, indent: string): string[] {
  const lines: string[] = [];
  const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
  if (initial) lines.push(`${indent}[*] --> ${mermaidId(initial)}`);
  for (const child of childrenOf(node)) lines.push(...declare(child, indent));
  return lines;
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...childrenOf(node).flatMap(allNodes)];
}

function edges(node: AnyStateNode): string[] {
  const source = mermaidId(node);
  const transitions: AnyTransitionDefinition[] = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
  const lines = transitions.flatMap((transition) => {
    const label = `${eventLabel(transition.eventType)}${guardLabel(transition)}`;
    const targets = (transition.target as AnyStateNode[] | undefined) ?? [node];
    return targets.map((target) => `  ${source} --> ${mermaidId(target)} : ${label}`);
  });
  if (node.type === 'final') lines.push(`  ${source} --> [*]`);
  return lines;
}

export function toMermaid(machine: AnyStateMachine): string {
  const root = machine.root;
  // Mermaid draws concurrent regions only inside a composite state: a parallel machine gets one named after it.
  const body =
    root.type === 'parallel'
      ? [
          `  [*] --> ${machine.id}`,
          `  state ${machine.id} {`,
          ...childrenOf(root).flatMap((region, index) => [
            ...(index > 0 ? ['    --'] : []),
            ...declare(region, '    '),
          ]),
          '  }',
        ]
      : initialAndChildren(root, '  ');
  const rootHasTransitions = root.transitions.size > 0 || (root.always?.length ?? 0) > 0;
  const lines = [
    'stateDiagram-v2',
    ...(rootHasTransitions ? [`  state "any state" as ${ROOT_SOURCE}`] : []),
    ...body,
    ...allNodes(root).flatMap(edges),
  ];
  return lines.join('\n');
}
