// Apart from builder-track.ts so that the islands' core can decide whether to fetch Builder's
// tracking code at all: a visitor who has not allowed it never downloads it.
import type { Consent } from './consent/record.ts';

export const mayTrackBuilder = (consent: Consent | null): boolean => consent?.analytics === true && consent.personalisation === true;
