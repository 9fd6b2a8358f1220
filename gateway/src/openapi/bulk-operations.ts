import { see, type RestOperation } from './rest-operation.ts';

// The bulk upload and its jobs, described for the OpenAPI document (see bulk-routes.ts).

/** A job's two paged lists (its analyses and its failed rows): the same paging, the same errors. */
const jobPage = (list: 'results' | 'errors', summary: string, nodes: string, type: string): RestOperation => ({
  method: 'get',
  path: `/bulk-jobs/:id/${list}`,
  tag: 'Property Analyzer',
  summary,
  access: 'user',
  query: [
    {
      name: 'first',
      description: 'Rows in the page, 1 to 500 (50 by default).',
      schema: { type: 'integer', minimum: 1, maximum: 500 },
    },
    { name: 'after', description: 'The endCursor of the previous page.', schema: { type: 'string' } },
  ],
  success: { status: 200, description: `${nodes} and pageInfo.`, schema: see(type) },
  errors: [400, 404],
});

export const BULK_OPERATIONS: RestOperation[] = [
  {
    method: 'post',
    path: '/bulk-upload',
    tag: 'Property Analyzer',
    summary: 'Analyze a CSV of properties (each row metered)',
    access: 'user',
    description:
      'Waits for every row and answers processed, failed, skipped, reason and errors. With ?mode=job (or the header Prefer: respond-async) it answers 202 at once with the job; follow it at /bulk-jobs/{id}/events.',
    query: [{ name: 'mode', description: '"job" to answer at once with a background job.', schema: { enum: ['job'] } }],
    body: {
      multipart: {
        type: 'object',
        properties: {
          file: {
            type: 'string',
            contentMediaType: 'text/csv',
            description:
              'Columns address, zipCode and optional deal columns (price, rent, beds, baths, sqft, type, assumptions); up to 5 MB.',
          },
          type: { const: 'property' },
        },
        required: ['file'],
      },
    },
    success: {
      status: 200,
      description: 'Per-row results and errors (or, in job mode, 202 with the BulkJob).',
      schema: see('BulkAnalysisResult'),
    },
    errors: [400, 413, 415],
  },
  {
    method: 'get',
    path: '/bulk-jobs/:id',
    tag: 'Property Analyzer',
    summary: "A bulk job's status and progress",
    access: 'user',
    success: { status: 200, description: 'The job: status, counts, remaining, rate.', schema: see('BulkJob') },
    errors: [404],
  },
  {
    method: 'get',
    path: '/bulk-jobs/:id/events',
    tag: 'Property Analyzer',
    summary: "A bulk job's progress as server-sent events",
    access: 'user',
    description:
      'An event "progress" (the job as JSON) at once and whenever the job moves, then one "done" when it ends; an event "error" ({ message }) if it can no longer be followed. 503 while the progress notifications cannot be reached.',
    success: {
      status: 200,
      description: 'An event stream.',
      schema: { type: 'string' },
      mediaType: 'text/event-stream',
    },
    errors: [404, 503],
  },
  {
    method: 'post',
    path: '/bulk-jobs/:id/cancel',
    tag: 'Property Analyzer',
    summary: 'Cancel a bulk job after its current batch',
    access: 'user',
    success: { status: 200, description: 'The job, with cancelRequested true.', schema: see('BulkJob') },
    errors: [404],
  },
  jobPage('results', "A bulk job's stored analyses, in line order", 'nodes', 'PropertyAnalysisConnection'),
  jobPage('errors', "A bulk job's rows that could not be analyzed", 'nodes (line, message)', 'BulkRowErrorConnection'),
];
