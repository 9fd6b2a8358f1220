import { useState } from 'react';
import { errorMessage } from '@/lib/graphql-errors';

/** Shown when a market read fails without a message of the server's own. */
const MARKET_FETCH_FAILED = 'Failed to fetch rental market data';

/** What a lazy query's call answers: its data, or the error it failed with. */
interface QueryAnswer<Data> {
  data?: Data | undefined;
  error?: unknown;
}

/**
 * Runs a rental market read (a search or a comparison) and keeps either its result or the sentence that
 * says why it failed. A failure clears the earlier result, so a stale market never shows under the error.
 */
export function useMarketRequest<Input, Data, Result>(
  ask: (input: Input) => Promise<QueryAnswer<Data>>,
  pick: (data: Data) => Result,
) {
  const [result, setResult] = useState<Result | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (input: Input) => {
    setFailure(null);
    try {
      const { data, error } = await ask(input);
      if (error) throw error;
      if (!data) throw new Error(MARKET_FETCH_FAILED);
      setResult(pick(data));
    } catch (error) {
      setResult(null);
      setFailure(errorMessage(error, MARKET_FETCH_FAILED));
    }
  };

  return { result, failure, run };
}
