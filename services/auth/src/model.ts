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
