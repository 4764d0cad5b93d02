import { markProvisional } from './request-scope';

/**
 * A value built from the whole catalogue (the facet index, the search vocabulary): too costly to
 * build per request (about 1-3 s at 100,000 products), so it is kept and rebuilt when a request
 * sees a newer catalogue version. Requests keep using the previous value while one rebuild runs
 * (their answers are marked provisional, so none is kept); only the very first build is waited for.
 */
export function builtPerVersion<T>(build: () => Promise<T>) {
  let current: { version: number; value: T } | undefined;
  let building: { version: number; done: Promise<void> } | undefined;

  return {
    /** The value for a request that read catalogue version `version`. */
    async at(version: number): Promise<T> {
      if (current && current.version >= version) return current.value;
      if (!building || building.version < version) {
        const done = build().then((value) => {
          if (!current || current.version < version) current = { version, value };
        });
        building = { version, done };
        const clear = () => {
          if (building?.done === done) building = undefined;
        };
        done.then(clear, clear);
      }
      if (current) {
        markProvisional();
        return current.value;
      }
      await building.done;
      return current!.value;
    },

    /** The version the value in use was built at; -1 before the first build. */
    version: () => current?.version ?? -1,

    /** Settles when no rebuild is under way (for tests). */
    async settled(): Promise<void> {
      while (building) await building.done.catch(() => undefined);
    },
  };
}
