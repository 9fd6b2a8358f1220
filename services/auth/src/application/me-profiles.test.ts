import { describe, expect, it } from 'vitest';
import type { UserModel } from '../store/users.ts';
import { MeProfiles } from './me-profiles.ts';

const ann = {
  _id: 'u1',
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  role: 'user',
  createdAt: new Date('2026-01-01T00:00:00Z'),
  tokenVersion: 0,
};

/** A users model whose findById(...).lean() answers from `stored` and counts the reads. */
function fakeUsers(stored: Map<string, typeof ann>) {
  const reads = { count: 0 };
  const users = {
    findById: (id: string) => ({
      lean: async () => {
        reads.count += 1;
        const doc = stored.get(id);
        return doc ? { ...doc } : null;
      },
    }),
  } as unknown as UserModel;
  return { users, reads };
}

describe('profiles for me', () => {
  it('a user is read once and then answered from memory, without the token version or password fields', async () => {
    const { users, reads } = fakeUsers(new Map([['u1', ann]]));
    const profiles = new MeProfiles(users);
    await profiles.forToken('u1', 0);
    const second = await profiles.forToken('u1', 0);
    expect(reads.count).toBe(1);
    expect(second).toEqual({
      _id: 'u1',
      email: 'ann@example.com',
      firstName: 'Ann',
      lastName: 'Lee',
      role: 'user',
      createdAt: ann.createdAt,
    });
  });

  it('a token signed before the stored version is refused, and an unknown user is null', async () => {
    const { users } = fakeUsers(new Map([['u1', { ...ann, tokenVersion: 2 }]]));
    const profiles = new MeProfiles(users);
    expect(await profiles.forToken('u1', 1)).toBeNull();
    expect(await profiles.forToken('u1', 2)).not.toBeNull();
    expect(await profiles.forToken('nobody', 0)).toBeNull();
  });

  it('a version raised elsewhere is seen once the remembered one is old enough to be read again', async () => {
    const stored = new Map([['u1', ann]]);
    const { users, reads } = fakeUsers(stored);
    let now = 0;
    const profiles = new MeProfiles(users, () => now);
    expect(await profiles.forToken('u1', 0)).not.toBeNull();
    stored.set('u1', { ...ann, tokenVersion: 1 });
    now = 29_000;
    expect(await profiles.forToken('u1', 0)).not.toBeNull();
    now = 30_000;
    expect(await profiles.forToken('u1', 0)).toBeNull();
    expect(reads.count).toBe(2);
  });

  it('a user this instance signed out everywhere is read again at once', async () => {
    const stored = new Map([['u1', ann]]);
    const { users } = fakeUsers(stored);
    const profiles = new MeProfiles(users, () => 0);
    await profiles.forToken('u1', 0);
    stored.set('u1', { ...ann, tokenVersion: 1 });
    profiles.forget('u1');
    expect(await profiles.forToken('u1', 0)).toBeNull();
  });
});
