import { Schema, type Connection } from 'mongoose';
import { OUTBOX_FIELD } from '@realty/service-kit';
import type { BulkJobStatus, BulkRowProblem } from '../domain/bulk-job.ts';

/**
 * One bulk upload. The counts and the cursor are the progress a restarted runner resumes from; the lease
 * (`leaseOwner` until `leaseUntil`) says which runner is working on it now. The CSV itself is kept apart
 * (`bulk_job_inputs`), so the progress writes stay small.
 */
export interface BulkJobDoc {
  _id: string;
  userId: string;
  fileName: string | null;
  status: BulkJobStatus;
  totalRows: number;
  readableRows: number;
  cursor: number;
  processed: number;
  failed: number;
  skipped: number;
  reason: string | null;
  errors: BulkRowProblem[];
  cancelRequested: boolean;
  datasetVersion: string;
  createdAt: Date;
  updatedAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  leaseOwner: string | null;
  leaseUntil: Date | null;
  /** analysis.completed events of stored rows, waiting for the outbox relay (jobs run before bulk_job_events). */
  [OUTBOX_FIELD]?: string[];
}

/**
 * The analysis.completed events of one stored batch (`jobId:end`), waiting for the outbox relay. Kept apart
 * from the job so a progress write stays a few bytes and the relay drains batches side by side; empty once
 * relayed (a few dozen bytes per batch stay).
 */
export interface BulkJobEventsDoc {
  _id: string;
  jobId: string;
  createdAt: Date;
  [OUTBOX_FIELD]: string[];
}

/** The uploaded file, written once when the job is created and read again by whoever resumes it. */
export interface BulkJobInputDoc {
  _id: string;
  userId: string;
  csv: string;
}

const jobSchema = new Schema<BulkJobDoc>(
  {
    _id: String,
    userId: { type: String, required: true, index: true },
    fileName: { type: String, default: null },
    status: { type: String, required: true, index: true },
    totalRows: { type: Number, required: true },
    readableRows: { type: Number, required: true },
    cursor: { type: Number, default: 0 },
    processed: { type: Number, default: 0 },
    failed: { type: Number, default: 0 },
    skipped: { type: Number, default: 0 },
    reason: { type: String, default: null },
    errors: { type: [{ _id: false, line: Number, message: String }], default: [] },
    cancelRequested: { type: Boolean, default: false },
    datasetVersion: { type: String, required: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    startedAt: { type: Date, default: null },
    finishedAt: { type: Date, default: null },
    leaseOwner: { type: String, default: null },
    leaseUntil: { type: Date, default: null },
    [OUTBOX_FIELD]: { type: [String], default: [] },
  },
  { collection: 'bulk_jobs', versionKey: false, minimize: false },
);

const inputSchema = new Schema<BulkJobInputDoc>(
  { _id: String, userId: { type: String, required: true }, csv: { type: String, required: true } },
  { collection: 'bulk_job_inputs', versionKey: false },
);

const eventsSchema = new Schema<BulkJobEventsDoc>(
  {
    _id: String,
    jobId: { type: String, required: true },
    createdAt: { type: Date, required: true },
    [OUTBOX_FIELD]: { type: [String], default: [] },
  },
  { collection: 'bulk_job_events', versionKey: false },
);

export const bulkJobModel = (conn: Connection) => conn.model<BulkJobDoc>('BulkJob', jobSchema);
export const bulkJobInputModel = (conn: Connection) => conn.model<BulkJobInputDoc>('BulkJobInput', inputSchema);
export const bulkJobEventsModel = (conn: Connection) => conn.model<BulkJobEventsDoc>('BulkJobEvents', eventsSchema);
export type BulkJobEventsModel = ReturnType<typeof bulkJobEventsModel>;
export type BulkJobModel = ReturnType<typeof bulkJobModel>;
export type BulkJobInputModel = ReturnType<typeof bulkJobInputModel>;
