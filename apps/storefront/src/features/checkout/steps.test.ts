import { describe, expect, it } from 'vitest';
import { type CheckoutStep, initialSteps, isAvailable, moveTo, type StepState } from './steps';

const state = (current: CheckoutStep | null, visited: CheckoutStep[]): StepState => ({ current, visited });

describe('checkout steps', () => {
  it('marks a step visited when moving to it, in step order, once', () => {
    expect(moveTo(initialSteps, 'shipping')).toEqual(state('shipping', ['shipping']));
    expect(moveTo(state('shipping', ['shipping']), 'billing')).toEqual(state('billing', ['shipping', 'billing']));
    expect(moveTo(state('payment', ['payment', 'shipping']), 'billing')).toEqual(
      state('billing', ['shipping', 'billing', 'payment']),
    );
    const same = state('billing', ['shipping', 'billing']);
    expect(moveTo(same, 'shipping').visited).toBe(same.visited);
  });

  it.each<[StepState, CheckoutStep, boolean]>([
    // No step is current: every step is available.
    [initialSteps, 'payment', true],
    // Not after the current step.
    [state('billing', ['billing']), 'shipping', true],
    [state('billing', ['billing']), 'billing', true],
    [state('billing', ['billing']), 'payment', false],
    // Visited, even after the current step (the shopper went back).
    [state('shipping', ['shipping', 'billing', 'payment']), 'payment', true],
    [state('shipping', ['shipping']), 'billing', false],
  ])('in %o, %s is available: %s', (current, step, expected) => {
    expect(isAvailable(current, step)).toBe(expected);
  });

  it('starts over when cleared', () => {
    expect(initialSteps).toEqual({ current: null, visited: [] });
  });
});
