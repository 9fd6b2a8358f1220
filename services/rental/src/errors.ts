import { fieldErrors } from '@realty/proto-schemas';
import { invalidInput } from '@realty/service-kit';
import type { ZodError } from 'zod';

/** 400 at the edge: a location (or list of them) that the shared schema refused, with its field messages. */
export const invalidLocation = (error: ZodError) => invalidInput(fieldErrors(error));
