import { describe, expect, it } from 'vitest';
import { KeptAnswers } from './kept-answers.ts';
import { isRead, keyOf, subjectOf, usersOf } from './subgraph-call.ts';

function store(keepMs = 500) {
  const clock = { now: 1_000 };
  const kept = new KeptAnswers<string>(keepMs, 100, () => clock.now);
  kept.setLive(true);
  return { kept, clock };
}

describe('KeptAnswers', () => {
  it('answers a kept answer until the bound, counted from when its call began', () => {
    const { kept, clock } = store(500);
    const start = kept.begin();
    clock.now += 100;
    kept.keep('k', ['u1'], start, 'plan');
    clock.now += 399;
    expect(kept.get('k')).toBe('plan');
    clock.now += 1;
    expect(kept.get('k')).toBeUndefined();
  });

  it('forgets the answers about a user when they are dropped, and keeps the others', () => {
    const { kept } = store();
    kept.keep('a', ['u1'], kept.begin(), 'one');
    kept.keep('b', ['admin', 'u2'], kept.begin(), 'two');
    kept.dropUser('u2');
    expect(kept.get('a')).toBe('one');
    expect(kept.get('b')).toBeUndefined();
    kept.keep('b', ['admin', 'u2'], kept.begin(), 'two again');
    expect(kept.get('b')).toBe('two again');
  });

  it('does not keep an answer whose call began before a drop of its user (it may predate the change)', () => {
    const { kept } = store();
    const start = kept.begin();
    kept.dropUser('u1');
    kept.keep('k', ['u1'], start, 'old');
    expect(kept.get('k')).toBeUndefined();
  });

  it('still refuses such an answer after older drops were pruned', () => {
    const { kept, clock } = store(500);
    const start = kept.begin();
    kept.dropUser('u1');
    clock.now += 501;
    kept.dropUser('u2');
    kept.keep('k', ['u1'], start, 'old');
    expect(kept.get('k')).toBeUndefined();
  });

  it('keeps nothing while changes cannot be heard, and forgets everything when they stop being heard', () => {
    const { kept } = store();
    kept.keep('k', ['u1'], kept.begin(), 'plan');
    kept.setLive(false);
    expect(kept.get('k')).toBeUndefined();
    const whileDeaf = kept.begin();
    kept.setLive(true);
    kept.keep('k', ['u1'], whileDeaf, 'plan');
    expect(kept.get('k')).toBeUndefined();
    const onTheWay = kept.begin();
    kept.setLive(false);
    kept.setLive(true);
    kept.keep('k', ['u1'], onTheWay, 'plan');
    expect(kept.get('k')).toBeUndefined();
  });

  it('holds at most its capacity by weight, forgetting the least recently used first', () => {
    const kept = new KeptAnswers<string>(
      500,
      10,
      () => 0,
      (key, value) => key.length + value.length,
    );
    kept.setLive(true);
    kept.keep('a', [], kept.begin(), '1234');
    kept.keep('b', [], kept.begin(), '1234');
    expect(kept.get('a')).toBe('1234');
    kept.keep('c', [], kept.begin(), '1234');
    expect([kept.get('a'), kept.get('b'), kept.get('c')]).toEqual(['1234', undefined, '1234']);
  });

  it('forgets everything on clear', () => {
    const { kept } = store();
    kept.keep('k', ['u1'], kept.begin(), 'plan');
    kept.clear();
    expect(kept.get('k')).toBeUndefined();
  });
});

const token = (claims: object) => `Bearer h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`;

describe('subgraph calls', () => {
  it('keeps only reads', () => {
    expect(
      isRead(
        'query Me__billing__1($representations:[_Any!]!){_entities(representations:$representations){__typename}}',
      ),
    ).toBe(true);
    expect(isRead('{me{id}}')).toBe(true);
    expect(isRead('mutation Login__auth__0{login{token}}')).toBe(false);
  });

  it('files an answer under the caller and the whole request', () => {
    const call = { authorization: token({ sub: 'u1' }), query: '{me{id}}', variables: { a: 1 } };
    expect(keyOf(call)).toBe(keyOf({ ...call }));
    expect(keyOf(call)).not.toBe(keyOf({ ...call, authorization: token({ sub: 'u2' }) }));
    expect(keyOf(call)).not.toBe(keyOf({ ...call, variables: { a: 2 } }));
    expect(keyOf(call)).not.toBe(keyOf({ ...call, authorization: undefined }));
  });

  it('names the caller and every entity asked for as the users an answer is about', () => {
    const representations = [
      { __typename: 'User', id: 'u2' },
      { __typename: 'User', id: 'u3' },
    ];
    expect(usersOf({ authorization: token({ sub: 'u1' }), query: '', variables: { representations } })).toEqual([
      'u1',
      'u2',
      'u3',
    ]);
    expect(usersOf({ query: '{plans{id}}' })).toEqual([]);
  });

  it('reads the subject of a bearer token, and nothing from anything else', () => {
    expect(subjectOf(token({ sub: 'u1', role: 'user' }))).toBe('u1');
    expect(subjectOf(undefined)).toBeNull();
    expect(subjectOf('Bearer garbage')).toBeNull();
    expect(subjectOf('Bearer a.!!!.c')).toBeNull();
    expect(subjectOf(token({ role: 'user' }))).toBeNull();
    expect(subjectOf(`Basic ${token({ sub: 'u1' }).slice(7)}`)).toBeNull();
  });
});
