/**
 * The settings of the certificates the server issues after a course (a group of
 * src/config/settings.ts). The default is the example academy's: a real academy sets its own.
 */
import { capitals, documented as d } from './setting-types.ts';

export const CERTIFICATES = {
  CERTIFICATE_PREFIX: d(
    capitals('RWA'),
    'server',
    'what certificate numbers start with (2 to 6 capital letters): one gap-free series per year, `RWA-2027-00001`',
  ),
};
