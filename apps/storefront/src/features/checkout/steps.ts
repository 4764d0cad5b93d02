/** The checkout's steps, in order (the spec). */
export const checkoutSteps = ['shipping', 'billing', 'payment'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

export interface StepState {
  current: CheckoutStep | null;
  visited: CheckoutStep[];
}

export const initialSteps: StepState = { current: null, visited: [] };

const position = (step: CheckoutStep) => checkoutSteps.indexOf(step);

/** Moving to a step makes it the current one and marks it visited. */
export function moveTo(state: StepState, step: CheckoutStep): StepState {
  return {
    current: step,
    visited: state.visited.includes(step)
      ? state.visited
      : checkoutSteps.filter((s) => s === step || state.visited.includes(s)),
  };
}

/** A step is available when it was visited, is not after the current step, or no step is current. */
export function isAvailable(state: StepState, step: CheckoutStep): boolean {
  if (state.current === null) return true;
  return state.visited.includes(step) || position(step) <= position(state.current);
}
