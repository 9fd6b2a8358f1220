/** Stable codes for the failures this library reports; callers map them to their own error tables. */
export type MarketDataErrorCode =
  | 'MARKET_DATA.RAW_FILE_MISSING'
  | 'MARKET_DATA.DOWNLOAD_FAILED'
  | 'MARKET_DATA.DOWNLOAD_NOT_AVAILABLE'
  | 'MARKET_DATA.RAW_FILE_INVALID'
  | 'MARKET_DATA.DATASET_MISSING'
  | 'MARKET_DATA.DATASET_INVALID';

export class MarketDataError extends Error {
  readonly code: MarketDataErrorCode;

  constructor(code: MarketDataErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MarketDataError';
    this.code = code;
  }
}
