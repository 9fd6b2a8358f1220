// Validation of the address and ZIP code a property analysis starts from, shared by the single-property
// request and the bulk CSV upload so both give the same messages. The length messages are the product's
// (spec point 5); the 5-digit check is ours, because every data set downstream is keyed by US ZIP.

export const PROPERTY_LOCATION_MESSAGES = {
  addressRequired: 'Address is required',
  zipTooShort: 'Valid ZIP code is required',
  zipTooLong: 'ZIP code too long',
  zipNotUs: 'ZIP code must be 5 digits, optionally followed by -4 digits (e.g. 02134 or 02134-1234)',
} as const;

const US_ZIP = /^(\d{5})(?:-\d{4})?$/;

export interface PropertyLocationCheck {
  address: string;
  /** The 5-digit ZIP when valid (a ZIP+4 is cut to its first five digits), else the trimmed input. */
  zipCode: string;
  errors: string[];
}

export function checkPropertyLocation(rawAddress: string, rawZip: string): PropertyLocationCheck {
  const address = rawAddress.trim();
  const zip = rawZip.trim();
  const errors: string[] = [];
  if (address.length < 1) errors.push(PROPERTY_LOCATION_MESSAGES.addressRequired);

  let zipCode = zip;
  if (zip.length < 5) {
    errors.push(PROPERTY_LOCATION_MESSAGES.zipTooShort);
  } else if (zip.length > 10) {
    errors.push(PROPERTY_LOCATION_MESSAGES.zipTooLong);
  } else {
    const match = US_ZIP.exec(zip);
    if (match?.[1]) zipCode = match[1];
    else errors.push(PROPERTY_LOCATION_MESSAGES.zipNotUs);
  }
  return { address, zipCode, errors };
}

export class InvalidPropertyLocationError extends Error {
  readonly code = 'ANALYSIS.INVALID_PROPERTY_LOCATION';
  constructor(readonly issues: string[]) {
    super(issues.join('; '));
    this.name = 'InvalidPropertyLocationError';
  }
}
