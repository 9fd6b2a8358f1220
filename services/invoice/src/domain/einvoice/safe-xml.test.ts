import { describe, expect, it } from 'vitest';
import { findFirst, MAX_XML_CHARS, parseXml, path } from './safe-xml.ts';

describe('parseXml', () => {
  it('reads elements by local name, attributes, the predefined entities, character references and CDATA', () => {
    const root = parseXml(
      '<?xml version="1.0"?><!-- a comment --><a:Root xmlns:a="urn:x"><a:Item code=\'7\' unit="H&amp;87">Gr&#252;n &lt;1&gt; &#x41;<![CDATA[ & <raw>]]></a:Item><Empty/></a:Root>',
    );
    expect(root?.name).toBe('Root');
    const item = path(root, 'Item');
    expect(item?.attributes).toEqual({ code: '7', unit: 'H&87' });
    expect(item?.text).toBe('Grün <1> A & <raw>');
    expect(findFirst(root, ['Empty'])?.children).toEqual([]);
  });

  it('refuses a document type declaration, so no entity is ever expanded (billion laughs)', () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><lolz>&lol2;</lolz>`;
    expect(parseXml(laughs)).toBeNull();
  });

  it('refuses an external entity, so no file or URL is ever read', () => {
    const external = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r>&x;</r>`;
    expect(parseXml(external)).toBeNull();
  });

  it('refuses an undeclared entity, mismatched or unclosed tags, and two roots', () => {
    expect(parseXml('<r>&nbsp;</r>')).toBeNull();
    expect(parseXml('<r><a></b></r>')).toBeNull();
    expect(parseXml('<r><a></a>')).toBeNull();
    expect(parseXml('<r/><s/>')).toBeNull();
    expect(parseXml('not xml at all')).toBeNull();
  });

  it('refuses a document above the size limit and nesting deeper than 64 elements', () => {
    expect(parseXml(`<r>${'x'.repeat(MAX_XML_CHARS)}</r>`)).toBeNull();
    expect(parseXml(`${'<a>'.repeat(65)}${'</a>'.repeat(65)}`)).toBeNull();
    expect(parseXml(`${'<a>'.repeat(60)}${'</a>'.repeat(60)}`)?.name).toBe('a');
  });

  it('finds the first element of a name outside the subtrees it is told to skip', () => {
    const root = parseXml('<r><Line><Sum>1</Sum></Line><Head><Sum>2</Sum></Head></r>');
    expect(findFirst(root, ['Sum'])?.text).toBe('1');
    expect(findFirst(root, ['Sum'], ['Line'])?.text).toBe('2');
  });
});
