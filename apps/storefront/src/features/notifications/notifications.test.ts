import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_TTL_MS, useNotifications } from './notifications';

describe('notifications', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useNotifications.setState({ items: [] });
  });
  afterEach(() => vi.useRealTimers());

  it('shows at most three, dropping the oldest', () => {
    const { notify } = useNotifications.getState();
    for (const message of ['a', 'b', 'c', 'd']) notify({ kind: 'info', message });
    expect(useNotifications.getState().items.map((n) => n.message)).toEqual(['b', 'c', 'd']);
  });

  it('lets non-persistent ones vanish after 3000 ms and keeps persistent ones', () => {
    const { notify } = useNotifications.getState();
    notify({ kind: 'danger', message: 'gone' });
    notify({ kind: 'danger', message: 'kept', persistent: true });
    vi.advanceTimersByTime(NOTIFICATION_TTL_MS - 1);
    expect(useNotifications.getState().items).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(useNotifications.getState().items.map((n) => n.message)).toEqual(['kept']);
  });

  it('dismisses one by id', () => {
    useNotifications.getState().notify({ kind: 'success', message: 'x', persistent: true });
    const [item] = useNotifications.getState().items;
    useNotifications.getState().dismiss(item!.id);
    expect(useNotifications.getState().items).toEqual([]);
  });
});
