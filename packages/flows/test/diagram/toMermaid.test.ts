import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { syncDiagrams } from '../../src/diagram/sync-diagrams.js';
import { toMermaid } from '../../src/diagram/toMermaid.js';

const machine = setup({
  actors: { load: fromPromise(async () => 1) },
  guards: { ready: () => true },
  delays: { wait: 100 },
}).createMachine({
  id: 'demo',
  initial: 'idle',
  on: { RESET: '.idle' },
  states: {
    idle: { on: { GO: { guard: 'ready', target: 'busy' }, NOTE: {} } },
    busy: {
      initial: 'waiting',
      states: {
        waiting: { after: { wait: 'loading' } },
        loading: { invoke: { id: 'load', src: 'load', onDone: '#demo.done', onError: '#demo.idle' } },
      },
    },
    done: { type: 'final' },
  },
});

describe('toMermaid', () => {
  it('draws states, nesting, initial and final states, and labelled transitions', () => {
    expect(toMermaid(machine)).toBe(
      [
        'stateDiagram-v2',
        '  state "any state" as anyState',
        '  [*] --> idle',
        '  idle',
        '  state busy {',
        '    [*] --> busy_waiting',
        '    state "waiting" as busy_waiting',
        '    state "loading" as busy_loading',
        '  }',
        '  done',
        '  anyState --> idle : RESET',
        '  idle --> busy : GO [ready]',
        '  idle --> idle : NOTE',
        '  busy_waiting --> busy_loading : after wait',
        '  busy_loading --> done : load done',
        '  busy_loading --> idle : load error',
        '  done --> [*]',
      ].join('\n'),
    );
  });

  it('fills a placeholder block and leaves unknown ones alone', () => {
    const doc = 'a\n<!-- diagram:demo -->\n<!-- /diagram:demo -->\n<!-- diagram:other -->\n<!-- /diagram:other -->\n';
    const synced = syncDiagrams(doc, { demo: machine });
    expect(synced).toContain(
      `<!-- diagram:demo -->\n\`\`\`mermaid\n${toMermaid(machine)}\n\`\`\`\n<!-- /diagram:demo -->`,
    );
    expect(synced).toContain('<!-- diagram:other -->\n<!-- /diagram:other -->');
    expect(syncDiagrams(synced, { demo: machine })).toBe(synced);
  });
});
