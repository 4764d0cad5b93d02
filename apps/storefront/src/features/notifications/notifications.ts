import { create } from 'zustand';

export type NotificationKind = 'success' | 'info' | 'danger';

interface ShopNotification {
  id: number;
  kind: NotificationKind;
  message: string;
  /** Stays until dismissed; other notifications vanish after a while. */
  persistent: boolean;
}

/** The spec: at most 3 notifications are shown; non-persistent ones vanish after 3000 ms. */
const MAX_NOTIFICATIONS = 3;
export const NOTIFICATION_TTL_MS = 3000;

interface NotificationState {
  items: ShopNotification[];
  notify(notification: { kind: NotificationKind; message: string; persistent?: boolean }): void;
  dismiss(id: number): void;
}

let nextId = 1;

export const useNotifications = create<NotificationState>()((set, get) => ({
  items: [],
  notify: ({ kind, message, persistent = false }) => {
    const id = nextId++;
    // The newest is shown; the oldest gives way once three are up.
    set((state) => ({ items: [...state.items, { id, kind, message, persistent }].slice(-MAX_NOTIFICATIONS) }));
    if (!persistent) setTimeout(() => get().dismiss(id), NOTIFICATION_TTL_MS);
  },
  dismiss: (id) => set((state) => ({ items: state.items.filter((item) => item.id !== id) })),
}));
