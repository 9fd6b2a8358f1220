/**
 * A small XML reader for the invoice data embedded in e-invoice PDFs. It is safe by construction: a
 * document type declaration is refused outright (so no entity can be declared, expanded or fetched),
 * only the five predefined entities and numeric character references are decoded, and size, depth and
 * element counts are bounded. Namespaces are not resolved: elements are known by their local name
 * ('rsm:ExchangedDocument' is 'ExchangedDocument'), which is how both CII and UBL are read here.
 * Anything malformed answers null; the caller then falls back to the page text.
 */

export interface XmlElement {
  /** The local name, without its namespace prefix. */
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text (CDATA included), entities decoded, children's text excluded. */
  text: string;
}

export const MAX_XML_CHARS = 1_000_000;
const MAX_DEPTH = 64;
const MAX_ELEMENTS = 50_000;

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

class XmlRefused extends Error {}

export function parseXml(source: string): XmlElement | null {
  try {
    return parseOrThrow(source);
  } catch (error) {
    if (error instanceof XmlRefused) return null;
    throw error;
  }
}

function parseOrThrow(source: string): XmlElement {
  if (source.length > MAX_XML_CHARS) throw new XmlRefused('too large');
  const xml = source.replace(/^\uFEFF/, '');
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let count = 0;
  let at = 0;
  while (at < xml.length) {
    const open = xml.indexOf('<', at);
    const text = xml.slice(at, open < 0 ? xml.length : open);
    if (text.trim() !== '') {
      const top = stack[stack.length - 1];
      if (!top) throw new XmlRefused('text outside the root element');
      top.text += decodeEntities(text);
    }
    if (open < 0) break;
    if (xml.startsWith('<!--', open)) {
      at = endOf(xml, '-->', open);
    } else if (xml.startsWith('<![CDATA[', open)) {
      const end = endOf(xml, ']]>', open);
      const top = stack[stack.length - 1];
      if (!top) throw new XmlRefused('CDATA outside the root element');
      top.text += xml.slice(open + 9, end - 3);
      at = end;
    } else if (xml.startsWith('<?', open)) {
      at = endOf(xml, '?>', open);
    } else if (xml.startsWith('<!', open)) {
      // <!DOCTYPE and <!ENTITY are where entity expansion and external fetches come from: never read.
      throw new XmlRefused('document type declarations are not accepted');
    } else if (xml.startsWith('</', open)) {
      const end = endOf(xml, '>', open);
      const name = localName(xml.slice(open + 2, end - 1).trim());
      const closed = stack.pop();
      if (!closed || closed.name !== name) throw new XmlRefused('mismatched end tag');
      at = end;
    } else {
      const end = endOf(xml, '>', open);
      const body = xml.slice(open + 1, end - 1);
      const selfClosing = body.endsWith('/');
      const element = readTag(selfClosing ? body.slice(0, -1) : body);
      count += 1;
      if (count > MAX_ELEMENTS || stack.length >= MAX_DEPTH) throw new XmlRefused('too many or too deep elements');
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(element);
      else if (root) throw new XmlRefused('more than one root element');
      else root = element;
      if (!selfClosing) stack.push(element);
      at = end;
    }
  }
  if (!root || stack.length > 0) throw new XmlRefused('incomplete document');
  return root;
}

function endOf(xml: string, marker: string, from: number): number {
  const found = xml.indexOf(marker, from + 1);
  if (found < 0) throw new XmlRefused('unterminated markup');
  return found + marker.length;
}

function localName(qualified: string): string {
  return qualified.slice(qualified.indexOf(':') + 1);
}

function readTag(body: string): XmlElement {
  const name = /^[^\s/>]+/.exec(body)?.[0];
  if (!name || /[<&"'=]/.test(name)) throw new XmlRefused('bad element name');
  const attributes: Record<string, string> = {};
  const rest = body.slice(name.length);
  const pattern = /\s*([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/gy;
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = pattern.exec(rest)) !== null) {
    attributes[localName(match[1] ?? '')] = decodeEntities(match[2] ?? match[3] ?? '');
    consumed = pattern.lastIndex;
  }
  if (rest.slice(consumed).trim() !== '') throw new XmlRefused('bad attribute');
  return { name: localName(name), attributes, children: [], text: '' };
}

function decodeEntities(text: string): string {
  return text.replace(/&([^;&\s]{1,10});/g, (_, ref: string) => {
    const numeric = /^#(?:x([0-9a-f]+)|(\d+))$/i.exec(ref);
    if (numeric) {
      const code = numeric[1] !== undefined ? parseInt(numeric[1], 16) : Number(numeric[2]);
      if (code > 0x10ffff || code === 0) throw new XmlRefused('bad character reference');
      return String.fromCodePoint(code);
    }
    const value = PREDEFINED[ref];
    if (value === undefined) throw new XmlRefused(`undeclared entity &${ref};`);
    return value;
  });
}

/** The first child with this local name. */
export function child(element: XmlElement | null | undefined, name: string): XmlElement | null {
  return element?.children.find((c) => c.name === name) ?? null;
}

/** Follows a path of local names, each step taking the first child of that name. */
export function path(element: XmlElement | null | undefined, ...names: string[]): XmlElement | null {
  let at: XmlElement | null = element ?? null;
  for (const name of names) at = child(at, name);
  return at;
}

/**
 * The first element, depth first, whose local name is one of `names`, not looking inside elements named in `skip`
 * (a line item's summation is not the document's).
 */
export function findFirst(
  element: XmlElement | null | undefined,
  names: readonly string[],
  skip: readonly string[] = [],
): XmlElement | null {
  if (!element) return null;
  for (const c of element.children) {
    if (names.includes(c.name)) return c;
    if (skip.includes(c.name)) continue;
    const found = findFirst(c, names, skip);
    if (found) return found;
  }
  return null;
}
