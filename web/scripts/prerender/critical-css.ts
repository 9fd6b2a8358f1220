import postcss, { list, type ChildNode, type Container, type Declaration } from 'postcss';

/**
 * The part of the app's stylesheet that a prerendered page needs for its first paint, to inline into the
 * page so that paint waits for no stylesheet. The full stylesheet still loads, after the content, and wins
 * the cascade: it holds every rule kept here, in the same order, later in the document.
 *
 * The pruning only ever keeps too much, never too little: a selector is dropped only when a class or an
 * exact attribute value it requires is absent from the markup (for :where() and :is(), when none of the
 * alternatives can match; :not(), :has(), element names, ids and states such as :hover are not judged),
 * and a rule only when all its selectors are dropped. Custom properties
 * stay when a kept declaration, another kept custom property or the markup's inline styles reference them,
 * and keyframes when a kept declaration names them.
 */

export interface MarkupFacts {
  classes: Set<string>;
  /** `name="value"` pairs as they appear in the markup. */
  attributes: Set<string>;
  /** Custom properties referenced by the markup (inline styles). */
  variables: Set<string>;
}

const HTML_ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};
const decodeEntities = (text: string) =>
  text.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => HTML_ENTITIES[entity] ?? entity);

const VARIABLE_REFERENCE = /var\(\s*(--[\w-]+)/g;
const variablesIn = (text: string) => [...text.matchAll(VARIABLE_REFERENCE)].map((m) => m[1] as string);

export function markupFacts(html: string): MarkupFacts {
  const classes = new Set<string>();
  const attributes = new Set<string>();
  for (const [, name = '', rawValue = ''] of html.matchAll(/\s([\w:-]+)="([^"]*)"/g)) {
    const value = decodeEntities(rawValue);
    attributes.add(`${name}="${value}"`);
    if (name === 'class') for (const className of value.split(/\s+/)) if (className) classes.add(className);
  }
  return { classes, attributes, variables: new Set(variablesIn(decodeEntities(html))) };
}

// Pseudo-classes whose argument is a list of alternatives, one of which must match. Others (:not, :has,
// :nth-child) are not judged.
const ALTERNATIVES = new Set(['where', 'is', 'matches', '-webkit-any']);

function closingParenthesis(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '\\') i += 1;
    else if (text[i] === '(') depth += 1;
    else if (text[i] === ')' && (depth -= 1) === 0) return i;
  }
  return text.length;
}

const unescapeIdentifier = (name: string) =>
  name
    .replace(/\\([0-9a-fA-F]{1,6})\s?/g, (_m, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/\\(.)/g, '$1');

function selectorCanMatch(selector: string, facts: MarkupFacts): boolean {
  let own = '';
  for (let i = 0; i < selector.length; i += 1) {
    const char = selector[i];
    if (char === '\\') {
      own += selector.slice(i, i + 2);
      i += 1;
    } else if (char === '(') {
      const end = closingParenthesis(selector, i);
      const pseudoClass = own.match(/:([\w-]+)$/)?.[1]?.toLowerCase() ?? '';
      const alternatives = list.comma(selector.slice(i + 1, end));
      if (ALTERNATIVES.has(pseudoClass) && !alternatives.some((alternative) => selectorCanMatch(alternative, facts)))
        return false;
      i = end;
    } else {
      own += char;
    }
  }
  for (const [, name = ''] of own.matchAll(/\.((?:\\.|[\w-])+)/g)) {
    if (!facts.classes.has(unescapeIdentifier(name))) return false;
  }
  for (const match of own.matchAll(/\[\s*([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([\w-]+))\s*\]/g)) {
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    if (!facts.attributes.has(`${match[1]}="${value}"`)) return false;
  }
  return true;
}

const isKeyframes = (node: ChildNode): boolean => node.type === 'atrule' && /keyframes$/i.test(node.name);
const isCustomProperty = (decl: Declaration) => decl.prop.startsWith('--');

function dropUnmatchedRules(container: Container, facts: MarkupFacts): void {
  container.each((node) => {
    if (node.type === 'comment') node.remove();
    else if (node.type === 'rule') {
      if (!node.selectors.some((selector) => selectorCanMatch(selector, facts))) node.remove();
    } else if (node.type === 'atrule' && !isKeyframes(node) && node.nodes) {
      dropUnmatchedRules(node, facts);
    }
  });
}

/** Custom properties reachable from the kept declarations and the markup. */
function neededVariables(root: Container, facts: MarkupFacts): Set<string> {
  const definitions = new Map<string, string[]>();
  const needed = new Set(facts.variables);
  root.walkDecls((decl) => {
    if (isCustomProperty(decl)) definitions.set(decl.prop, [...(definitions.get(decl.prop) ?? []), decl.value]);
    else for (const name of variablesIn(decl.value)) needed.add(name);
  });
  const queue = [...needed];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    for (const value of definitions.get(name) ?? []) {
      for (const reference of variablesIn(value)) {
        if (!needed.has(reference)) {
          needed.add(reference);
          queue.push(reference);
        }
      }
    }
  }
  return needed;
}

function animationNames(root: Container): Set<string> {
  const names = new Set<string>();
  root.walkDecls(/^(-webkit-)?animation(-name)?$/i, (decl) => {
    for (const word of decl.value.split(/[\s,]+/)) names.add(word);
  });
  return names;
}

function removeEmptyContainers(container: Container): void {
  container.each((node) => {
    if (node.type !== 'rule' && node.type !== 'atrule') return;
    if (!node.nodes) return;
    if (node.type === 'atrule' && isKeyframes(node)) return;
    removeEmptyContainers(node);
    if (node.nodes.length === 0) node.remove();
  });
}

export function criticalCss(fullCss: string, html: string): string {
  const facts = markupFacts(html);
  const root = postcss.parse(fullCss);
  dropUnmatchedRules(root, facts);
  const variables = neededVariables(root, facts);
  root.walkDecls((decl) => {
    if (isCustomProperty(decl) && !variables.has(decl.prop)) decl.remove();
  });
  const animations = animationNames(root);
  root.walkAtRules((atRule) => {
    if (isKeyframes(atRule) && !animations.has(atRule.params.trim())) atRule.remove();
  });
  removeEmptyContainers(root);
  return root.toString();
}
