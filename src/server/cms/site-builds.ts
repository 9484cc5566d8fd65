/**
 * Records each build in the CMS's `site_builds` collection, so editors see in Directus
 * whether their change went live. A record that cannot be written is logged and dropped:
 * it never holds up or fails a rebuild.
 */
import { SITE_BUILDS } from '../../content/directus/site-records.ts';
import type { Logger } from '../log/log.ts';
import type { BuildRecord } from '../rebuild/site-build.ts';
import { type DirectusTarget, directusRequest } from './request.ts';

export function buildRecorder(target: DirectusTarget, log: Logger): (record: BuildRecord) => void {
  return (record) => {
    void directusRequest(target, { method: 'POST', path: `/items/${SITE_BUILDS}`, body: record }).then((answer) => {
      if (!answer.ok) log.warn('build not recorded in the CMS', { outcome: record.outcome, error: answer.error });
    });
  };
}
