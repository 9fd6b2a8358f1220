import { atom, createStore } from 'jotai';
import { TOKEN_STORAGE_KEY } from '@/config/site';

/**
 * The one store module: every jotai atom of the app lives here, so shared state has one home and
 * features never reach into each other to share it.
 */

function readStoredToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY) ?? null;
  } catch {
    // Storage can be unavailable (privacy mode); the user is then simply signed out.
    return null;
  }
}

const tokenValueAtom = atom<string | null>(readStoredToken());

/** The bearer token. Writing it keeps localStorage['token'] in step, which is where the spec keeps it. */
export const tokenAtom = atom(
  (get) => get(tokenValueAtom),
  (_get, set, token: string | null) => {
    try {
      if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
      else localStorage.removeItem(TOKEN_STORAGE_KEY);
    } catch {
      // Ignored on purpose: the in-memory token still works for this tab.
    }
    set(tokenValueAtom, token);
  },
);

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** Set by a page that shows a toast and then navigates (signup to /dashboard): it survives that one move. */
  keepOnNextNavigation?: boolean;
}

/** At most one toast is visible: a new one replaces the old (spec section 9). */
export const toastAtom = atom<Toast | null>(null);

/** The sign-in dialog, opened from a tool's demo call to action with the tool's name. */
export const signInDialogAtom = atom<{ open: boolean; tool: string }>({ open: false, tool: '' });

export const appStore = createStore();
