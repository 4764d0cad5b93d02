import { type Ref, useLayoutEffect, useRef } from 'react';

type Props = Record<string, unknown>;

/**
 * Gives an input element that another component renders the props of a prop getter (downshift's
 * getInputProps): its aria attributes, role and id set, or removed when empty; its value written
 * only when it differs (what typing put there stays, caret and all); each `on…` handler listening
 * to the DOM's own event (onChange: input), so it gets the DOM's event, whose key, target and
 * preventDefault are what downshift reads; and the ref pointed at the element. The search form
 * draws its field before the live search has loaded, and the live search takes over that same
 * element: nothing typed, nor the caret or the focus, is lost.
 */
export function useFieldProps(input: HTMLInputElement, props: object) {
  const latest = useRef<Props>({});

  useLayoutEffect(() => {
    latest.current = props as Props;
    for (const [key, value] of Object.entries(props)) {
      if (key === 'value') {
        if (input.value !== value) input.value = String(value);
      } else if (key === 'role' || key === 'id' || key.startsWith('aria-')) {
        if (value === undefined || value === null || value === '') input.removeAttribute(key);
        else input.setAttribute(key, String(value));
      }
    }
  });

  useLayoutEffect(() => {
    const { ref } = latest.current as { ref?: Ref<HTMLInputElement> };
    const listeners = Object.keys(latest.current)
      .filter((key) => /^on[A-Z]/.test(key))
      .map((key) => {
        const type = key === 'onChange' ? 'input' : key.slice(2).toLowerCase();
        const listener = (event: Event) => (latest.current[key] as ((event: Event) => void) | undefined)?.(event);
        input.addEventListener(type, listener);
        return () => input.removeEventListener(type, listener);
      });
    setRef(ref, input);
    return () => {
      for (const remove of listeners) remove();
      setRef(ref, null);
    };
  }, [input]);
}

function setRef(ref: Ref<HTMLInputElement> | undefined, element: HTMLInputElement | null) {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}
