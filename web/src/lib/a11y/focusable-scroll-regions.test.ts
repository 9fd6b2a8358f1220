import { describe, expect, it } from 'vitest';
import { makeScrollRegionsFocusable } from './focusable-scroll-regions';

function region(html: string, scrollWidth: number, clientWidth: number): HTMLElement {
  const el = document.createElement('div');
  el.className = 'table-scroll';
  el.style.overflowX = 'auto';
  el.innerHTML = html;
  Object.defineProperty(el, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(el, 'clientWidth', { configurable: true, value: clientWidth });
  document.body.appendChild(el);
  return el;
}

describe('makeScrollRegionsFocusable', () => {
  it('makes a region that scrolls and holds nothing focusable reachable with Tab', () => {
    const el = region('<table><tr><td>wide</td></tr></table>', 900, 390);
    makeScrollRegionsFocusable(document);
    expect(el).toHaveAttribute('tabindex', '0');
  });
  it('leaves regions that do not scroll, or that hold a link, alone', () => {
    const narrow = region('<p>fits</p>', 300, 390);
    const withLink = region('<a href="/x">open</a>', 900, 390);
    makeScrollRegionsFocusable(document);
    expect(narrow).not.toHaveAttribute('tabindex');
    expect(withLink).not.toHaveAttribute('tabindex');
  });
  it('takes the tab stop away again when the region stops scrolling', () => {
    const el = region('<p>wide</p>', 900, 390);
    makeScrollRegionsFocusable(document);
    Object.defineProperty(el, 'scrollWidth', { configurable: true, value: 300 });
    makeScrollRegionsFocusable(document);
    expect(el).not.toHaveAttribute('tabindex');
  });
});
