import { describe, expect, it } from 'vitest';
import { criticalCss } from './critical-css';

const HTML =
  '<div class="radix-themes" data-accent-color="indigo"><h1 class="rt-Heading sm:rt-r-size-8" style="--mt:var(--space-3)">Hi</h1></div>';

describe('critical CSS of a prerendered page', () => {
  it('keeps rules whose classes and exact attribute values are in the markup, in order, and drops the rest', () => {
    const css = [
      'html{margin:0}',
      '.rt-Heading{font-weight:700}',
      '.rt-Button{color:red}',
      '[data-accent-color=indigo]{color:blue}',
      '[data-accent-color=red]{color:red}',
      '.rt-Heading,.rt-Badge{display:block}',
    ].join('');
    expect(criticalCss(css, HTML)).toBe(
      'html{margin:0}.rt-Heading{font-weight:700}[data-accent-color=indigo]{color:blue}.rt-Heading,.rt-Badge{display:block}',
    );
  });

  it('judges :where() and :is() by their alternatives and leaves :not() and states alone', () => {
    const css = [
      '@media (width>=768px){.rt-Heading:where(.sm\\:rt-r-size-8){font-size:40px}.rt-Heading:where(.sm\\:rt-r-size-2){font-size:12px}}',
      ':is(.dark,.dark-theme){color:white}',
      '.rt-Heading:not(.rt-Button):hover{color:blue}',
    ].join('');
    expect(criticalCss(css, HTML)).toBe(
      '@media (width>=768px){.rt-Heading:where(.sm\\:rt-r-size-8){font-size:40px}}.rt-Heading:not(.rt-Button):hover{color:blue}',
    );
  });

  it('keeps the custom properties that kept rules or inline styles reach, and the keyframes they name', () => {
    const css = [
      ':root{--space-3:12px;--space-9:64px;--font:var(--base);--base:sans-serif;--unused:1px}',
      '.rt-Heading{font-family:var(--font);margin-top:var(--mt);animation:rt-fade 1s}',
      '@keyframes rt-fade{from{opacity:0}}',
      '@keyframes rt-slide{from{opacity:0}}',
    ].join('');
    expect(criticalCss(css, HTML)).toBe(
      ':root{--space-3:12px;--font:var(--base);--base:sans-serif}.rt-Heading{font-family:var(--font);margin-top:var(--mt);animation:rt-fade 1s}@keyframes rt-fade{from{opacity:0}}',
    );
  });
});
