import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { type CheckoutStep, initialSteps, moveTo, type StepState } from './steps';

interface StepStore extends StepState {
  moveTo(step: CheckoutStep): void;
  clear(): void;
}

/** The checkout's step state for this tab (session storage); cleared when the order is placed. */
export const useCheckoutSteps = create<StepStore>()(
  persist(
    (set) => ({
      ...initialSteps,
      moveTo: (step) => set((state) => moveTo(state, step)),
      clear: () => set(initialSteps),
    }),
    {
      name: 'checkout-steps',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ current, visited }) => ({ current, visited }),
    },
  ),
);
