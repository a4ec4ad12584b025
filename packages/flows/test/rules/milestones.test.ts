import { describe, expect, it } from 'vitest';
import { deliveredLine, milestoneSteps } from '../../src/rules/index.js';

const STEPS = ['Digital signatures (DSC)', 'Name approval', 'SPICe+ filing', 'Certificate of incorporation'];
const states = (...args: Parameters<typeof milestoneSteps>) => milestoneSteps(...args).map((step) => step.state);

describe('milestone steps', () => {
  it('shows every step to come before payment', () => {
    expect(states(STEPS, { status: 'pending', paid: false, deliveries: 0 })).toEqual([
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
  });

  it('makes the first step current once paid', () => {
    expect(states(STEPS, { status: 'pending', paid: true, deliveries: 0 })).toEqual([
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
  });

  it('closes one step per delivery and keeps the last open until completion', () => {
    expect(states(STEPS, { status: 'processing', paid: true, deliveries: 2 })).toEqual([
      'done',
      'done',
      'current',
      'upcoming',
    ]);
    expect(states(STEPS, { status: 'processing', paid: true, deliveries: 9 })).toEqual([
      'done',
      'done',
      'done',
      'current',
    ]);
  });

  it('marks all done once completed, and none at all once rejected', () => {
    expect(states(STEPS, { status: 'completed', paid: true, deliveries: 1 })).toEqual(['done', 'done', 'done', 'done']);
    expect(milestoneSteps(STEPS, { status: 'rejected', paid: true, deliveries: 1 })).toEqual([]);
  });

  it('keeps titles in order and has nothing for a service without milestones', () => {
    expect(
      milestoneSteps(STEPS, { status: 'processing', paid: true, deliveries: 0 }).map((step) => step.title),
    ).toEqual(STEPS);
    expect(milestoneSteps([], { status: 'processing', paid: true, deliveries: 0 })).toEqual([]);
  });

  it('words a delivery against its promise', () => {
    expect(deliveredLine('1 Dec 2026', '3 Dec 2026')).toBe('Delivered on 1 Dec 2026 (promised by 3 Dec 2026)');
    expect(deliveredLine('1 Dec 2026', null)).toBe('Delivered on 1 Dec 2026');
  });
});
