import { useEffect } from 'react';

/**
 * A region that scrolls sideways (a wide table or an invoice on a phone) must be reachable with the
 * keyboard, or its hidden part cannot be read without a mouse (WCAG 2.1.1; axe's scrollable-region-focusable).
 * Tables and code blocks across the app scroll inside Radix's scroll areas or plain overflow boxes; rather
 * than each screen remembering, the shell makes every such region focusable while it actually scrolls and
 * holds nothing focusable itself.
 */

const CANDIDATES = '.rt-ScrollAreaViewport, .table-scroll, [style*="overflow"]';
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';
const MARK = 'data-scroll-focus';

export function makeScrollRegionsFocusable(root: ParentNode): void {
  for (const el of Array.from(root.querySelectorAll<HTMLElement>(CANDIDATES))) {
    const scrolls = el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
    const style = getComputedStyle(el);
    const scrollable = scrolls && /(auto|scroll)/.test(`${style.overflowX} ${style.overflowY}`);
    const owned = el.hasAttribute(MARK);
    if (scrollable && !owned && !el.hasAttribute('tabindex') && !el.querySelector(FOCUSABLE)) {
      el.setAttribute('tabindex', '0');
      el.setAttribute(MARK, '');
    } else if (!scrollable && owned) {
      el.removeAttribute('tabindex');
      el.removeAttribute(MARK);
    }
  }
}

/**
 * Mounted once in the app shell: re-checks after each render burst, on resize, and whenever a candidate region or
 * its content changes size. A table can start to scroll with no change to the document that an observer of it
 * sees: when the web fonts arrive and the text widens, when images load, when a class or a text changes the width.
 */
export function useFocusableScrollRegions(): void {
  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(check);
    };
    const sized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    const watched = new WeakSet<Element>();
    const watch = (el: Element | null) => {
      if (!sized || !el || watched.has(el)) return;
      watched.add(el);
      sized.observe(el);
    };
    function check() {
      makeScrollRegionsFocusable(document);
      for (const el of Array.from(document.querySelectorAll(CANDIDATES))) {
        watch(el);
        watch(el.firstElementChild);
      }
    }
    const observer = new MutationObserver(schedule);
    // Style changes count too: a hydrated scroll area keeps its nodes and only turns `overflow` on.
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
    window.addEventListener('resize', schedule);
    window.addEventListener('load', schedule);
    void document.fonts?.ready.then(schedule);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      sized?.disconnect();
      window.removeEventListener('resize', schedule);
      window.removeEventListener('load', schedule);
    };
  }, []);
}
