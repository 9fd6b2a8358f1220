import { Schema, type Connection } from 'mongoose';
import { isDuplicateKey, OUTBOX_FIELD } from '@realty/service-kit';

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

/** One claimed sign-up slot of a client address in a window (see domain/registration-window.ts). */
export interface RegistrationSlotDoc {
  _id: string;
  windowEndsAt: Date;
}

const registrationSlotSchema = new Schema<RegistrationSlotDoc>(
  {
    _id: { type: String, required: true },
    windowEndsAt: { type: Date, required: true, index: true },
  },
  { collection: 'registration_slots', versionKey: false },
);

export function registrationSlotModel(conn: Connection) {
  return conn.model<RegistrationSlotDoc>('RegistrationSlot', registrationSlotSchema);
}
export type RegistrationSlotModel = ReturnType<typeof registrationSlotModel>;

/**
 * Claims the first free slot of a window by insert (the unique `_id` decides), returning its id,
 * or null when every slot is taken.
 */
export async function claimRegistrationSlot(slots: RegistrationSlotModel, slotIds: string[], windowEndsAt: Date): Promise<string | null> {
  for (const id of slotIds) {
    try {
      await slots.create({ _id: id, windowEndsAt });
      return id;
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
  }
  return null;
}
