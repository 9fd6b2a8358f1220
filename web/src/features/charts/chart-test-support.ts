import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** The chart's image by its accessible name; fails unless it is an <svg role="img"> described by its summary. */
export function chartImage(name: string | RegExp): SVGSVGElement {
  const img = screen.getByRole('img', { name });
  expect(img.tagName.toLowerCase()).toBe('svg');
  expect(img).toHaveAccessibleDescription(/\S/);
  return img as unknown as SVGSVGElement;
}

/** Opens the chart's data table with its toggle and returns the table (checking the toggle says so). */
export async function openDataTable(within: HTMLElement): Promise<HTMLTableElement> {
  const user = userEvent.setup();
  const toggle = within.querySelector('button[aria-expanded]') as HTMLButtonElement;
  expect(toggle).toHaveTextContent('Show data table');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(within.querySelector('table')).toBeNull();
  await user.click(toggle);
  expect(toggle).toHaveTextContent('Hide data table');
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return within.querySelector('table') as HTMLTableElement;
}

/** A table's body rows as arrays of cell texts. */
export const rowsOf = (table: HTMLTableElement) =>
  [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent ?? ''));
