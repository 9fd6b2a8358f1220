/**
 * Reads and refills the named fields of a page's forms, so that what a visitor typed into a tool survives
 * signing in (the tool's visitor view unmounts and its member view mounts in its place). Works on any
 * react-hook-form form without the form's help: fields are found by their `name`, and refilling goes
 * through the native value setter plus an input event, which is what React listens to.
 */

export interface FormSnapshot {
  /** The form's accessible name (aria-label) or its position among the page's forms. */
  form: string;
  values: Record<string, string>;
}

// Never kept: secrets, files (cannot be refilled) and hidden plumbing.
const SKIPPED_TYPES = new Set(['password', 'file', 'hidden', 'submit', 'button', 'reset', 'image']);

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function fieldsOf(form: HTMLFormElement): Field[] {
  return Array.from(form.elements).filter(
    (el): el is Field =>
      (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) &&
      Boolean(el.name) &&
      !(el instanceof HTMLInputElement && SKIPPED_TYPES.has(el.type)),
  );
}

export function formKey(form: HTMLFormElement, index: number): string {
  return form.getAttribute('aria-label') || form.getAttribute('name') || form.id || `form-${index}`;
}

/** The values of one form; checkboxes keep 'true'/'false'. */
export function snapshotForm(form: HTMLFormElement, index: number): FormSnapshot {
  const values: Record<string, string> = {};
  for (const field of fieldsOf(form)) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.type === 'checkbox') values[field.name] = String(field.checked);
      else if (field.checked) values[field.name] = field.value;
    } else values[field.name] = field.value;
  }
  return { form: formKey(form, index), values };
}

/** The forms in `root` that hold anything typed. */
export function snapshotForms(root: ParentNode): FormSnapshot[] {
  return Array.from(root.querySelectorAll('form'))
    .map((form, i) => snapshotForm(form, i))
    .filter((s) => Object.values(s.values).some((v) => v !== '' && v !== 'false'));
}

function setNativeValue(field: Field, value: string): void {
  const proto = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Finds the form a snapshot came from among the forms now in `root`. */
export function findForm(root: ParentNode, snapshot: FormSnapshot): HTMLFormElement | null {
  const forms = Array.from(root.querySelectorAll('form'));
  const found = forms.find((form, i) => formKey(form, i) === snapshot.form);
  if (found) return found;
  // The member view may label its form differently; take the first form holding all the snapshot's fields.
  return (
    forms.find((form) => Object.keys(snapshot.values).every((name) => fieldsOf(form).some((f) => f.name === name))) ??
    null
  );
}

/** Puts the snapshot's values back; returns false when the form or one of its fields is not there yet. */
export function refillForm(form: HTMLFormElement, snapshot: FormSnapshot): boolean {
  const fields = fieldsOf(form);
  const names = Object.keys(snapshot.values);
  if (!names.some((name) => fields.some((f) => f.name === name))) return false;
  for (const field of fields) {
    const value = snapshot.values[field.name];
    if (value === undefined) continue;
    if (field instanceof HTMLInputElement && field.type === 'checkbox') {
      if (field.checked !== (value === 'true')) field.click();
    } else if (field instanceof HTMLInputElement && field.type === 'radio') {
      if (field.value === value && !field.checked) field.click();
    } else if (field.value !== value) setNativeValue(field, value);
  }
  return true;
}
