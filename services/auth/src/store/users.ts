import { Schema, type Connection } from 'mongoose';
import { OUTBOX_FIELD } from '@realty/service-kit';

export interface UserDoc {
  _id: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  role: 'user' | 'admin';
  createdAt: Date;
  /** Raised by sign-out-everywhere and password changes; tokens signed with an older one are refused. */
  tokenVersion?: number;
  [OUTBOX_FIELD]: string[];
}

const userSchema = new Schema<UserDoc>(
  {
    _id: { type: String, required: true },
    email: { type: String, required: true, unique: true },
    passwordHash: { type: String, required: true },
    firstName: { type: String, required: true },
    lastName: { type: String, required: true },
    role: { type: String, enum: ['user', 'admin'], required: true },
    createdAt: { type: Date, required: true },
    tokenVersion: { type: Number, default: 0 },
    [OUTBOX_FIELD]: { type: [String], default: [] },
  },
  { collection: 'users', versionKey: false },
);

export function userModel(conn: Connection) {
  return conn.model<UserDoc>('User', userSchema);
}
export type UserModel = ReturnType<typeof userModel>;

/** What a reader of a user gets: never the password hash or the pending events. */
export type UserProfileDoc = Omit<UserDoc, 'passwordHash' | typeof OUTBOX_FIELD>;

/** The user and its pending events in one document write (the outbox); a taken email is a duplicate key. */
export async function insertUser(users: UserModel, doc: UserDoc): Promise<void> {
  await users.create(doc);
}

export function findUserByEmail(users: UserModel, email: string): Promise<UserDoc | null> {
  return users.findOne({ email }).lean();
}

export function findUserProfile(users: UserModel, userId: string): Promise<UserProfileDoc | null> {
  return users.findById(userId, { passwordHash: 0, _outbox: 0 }).lean();
}

export async function findPasswordHash(users: UserModel, userId: string): Promise<string | null> {
  const doc = await users.findById(userId, { passwordHash: 1 }).lean();
  return doc?.passwordHash ?? null;
}

export function findUserById(users: UserModel, userId: string): Promise<UserDoc | null> {
  return users.findById(userId).lean();
}

/** Raises the stored token version (setting `set` in the same write) and answers the user as it now is. */
export function raiseTokenVersion(
  users: UserModel,
  userId: string,
  set: Record<string, unknown> = {},
): Promise<UserDoc | null> {
  // An empty $set is an error on every store, so it is only sent with something in it.
  const update = Object.keys(set).length ? { $set: set, $inc: { tokenVersion: 1 } } : { $inc: { tokenVersion: 1 } };
  // No projection: the embedded store does not implement one on findAndModify.
  return users.findOneAndUpdate({ _id: userId }, update, { new: true }).lean();
}
