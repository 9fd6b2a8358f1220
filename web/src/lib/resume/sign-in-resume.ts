import { findForm, formKey, refillForm, snapshotForm, snapshotForms, type FormSnapshot } from './form-snapshot';

/**
 * Signing in from a tool keeps what the visitor entered and carries on. When the sign-in dialog opens,
 * the page's forms are written to sessionStorage (so a reload or the session spinner loses nothing), with
 * a note of which form the visitor submitted, if any. After a successful sign-in on the same page the
 * member view's form is refilled and, when the visitor had pressed its button, submitted again.
 */

const STORAGE_KEY = 'realtylens.resume';
// A submit this recent is what opened the dialog (react-hook-form validates before calling onSubmit).
const SUBMIT_WINDOW_MS = 3000;

export interface ResumeState {
  path: string;
  forms: FormSnapshot[];
  /** The form whose submission opened the dialog: it is submitted again after sign-in. */
  submitted: string | null;
  /** Set once sign-in succeeded; only then is anything refilled. */
  signedIn: boolean;
  savedAt: number;
}

let lastSubmit: { form: HTMLFormElement; at: number } | null = null;
let opener: HTMLElement | null = null;

function onAnySubmit(event: Event) {
  if (event.target instanceof HTMLFormElement) lastSubmit = { form: event.target, at: Date.now() };
}

/** Notes every form submission (capture phase, before React handles it). Returns the uninstaller. */
export function trackFormSubmissions(doc: Document = document): () => void {
  doc.addEventListener('submit', onAnySubmit, true);
  return () => doc.removeEventListener('submit', onAnySubmit, true);
}

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function readResume(): ResumeState | null {
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as ResumeState) : null;
  } catch {
    return null;
  }
}

function writeResume(state: ResumeState | null): void {
  try {
    if (state) storage()?.setItem(STORAGE_KEY, JSON.stringify(state));
    else storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Without storage the visitor simply types again; nothing else depends on it.
  }
}

/** Called as the sign-in dialog opens: remembers the opener (for focus) and the page's entered values. */
export function rememberBeforeSignIn(
  path: string,
  root: ParentNode = document.querySelector('main') ?? document,
): void {
  opener =
    document.activeElement instanceof HTMLElement && document.activeElement !== document.body
      ? document.activeElement
      : null;
  const recent =
    lastSubmit && Date.now() - lastSubmit.at <= SUBMIT_WINDOW_MS && lastSubmit.form.isConnected
      ? lastSubmit.form
      : null;
  const forms = snapshotForms(root);
  let submitted: string | null = null;
  if (recent) {
    const index = Array.from(root.querySelectorAll('form')).indexOf(recent);
    const snap = snapshotForm(recent, Math.max(index, 0));
    submitted = formKey(recent, Math.max(index, 0));
    if (!forms.some((f) => f.form === snap.form)) forms.push(snap);
  }
  lastSubmit = null;
  writeResume(forms.length ? { path, forms, submitted, signedIn: false, savedAt: Date.now() } : null);
}

/** The element that opened the dialog, for focus to return to; null once it left the page. */
export function takeOpener(): HTMLElement | null {
  const el = opener;
  opener = null;
  return el?.isConnected ? el : null;
}

/** The event the app shell listens for: the session may already be live when this is marked. */
export const RESUME_EVENT = 'realtylens:resume-after-sign-in';

export function markSignedIn(): void {
  const state = readResume();
  if (!state) return;
  writeResume({ ...state, signedIn: true });
  globalThis.dispatchEvent?.(new Event(RESUME_EVENT));
}

export function forgetResume(): void {
  writeResume(null);
}

/**
 * Refills the remembered forms found in `root`; submits the one the visitor had submitted. Returns true
 * when done (or when there is nothing to do), false to be called again once the member view rendered.
 */
export function resumeInto(root: ParentNode, path: string): boolean {
  const state = readResume();
  if (!state || !state.signedIn) return true;
  if (state.path !== path) return true;
  const pending = state.forms.map((snap) => ({ snap, form: findForm(root, snap) }));
  if (pending.some(({ form }) => !form)) return false;
  for (const { snap, form } of pending) if (form && !refillForm(form, snap)) return false;
  forgetResume();
  const again = pending.find(({ snap }) => snap.form === state.submitted)?.form;
  if (again) {
    // After React re-rendered with the refilled values.
    setTimeout(() => again.requestSubmit(), 0);
  } else pending[0]?.form?.querySelector<HTMLElement>('input, textarea, select')?.focus();
  return true;
}
