import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { SuccessEnvelope } from '@fairfare/contracts/api';
import type { Db } from '../../db/database.ts';
import { ok } from '../../http/envelope.ts';
import { tripsRepo } from './trips-repo.ts';

/**
 * Cheap polling (docs/product/constants.md: trip list every 2 s, offers every 5 s). Both answers carry an ETag made
 * of the rider, their trips_version (bumped in the same transaction as every change to their
 * trips or offers) and the request; a request whose If-None-Match holds it answers 304 with no
 * body, after one read of the version. Browsers do not revalidate POST answers by themselves:
 * the client keeps the last answer and its ETag, sends `If-None-Match`, and reuses the answer
 * on 304.
 *
 * What the version does not see: drivers' positions and ratings on these lists (distance, ETA)
 * refresh with the next change of the rider's trips; live positions come by socket.
 */
export type Polled<T> = { etag: string; changed: false } | { etag: string; changed: true; body: T };

/** Bump when the answers' shape changes, so that old ETags stop matching. */
const SHAPE = 'v1';

/** Digests of recent request bodies: nearly every rider polls with the same few bodies. */
const digests = new Map<string, string>();
const MAX_DIGESTS = 20_000;

function requestDigest(request: unknown): string {
  const json = JSON.stringify(request ?? null);
  let digest = digests.get(json);
  if (digest === undefined) {
    digest = createHash('sha1').update(json).digest('base64url').slice(0, 16);
    if (digests.size >= MAX_DIGESTS) digests.clear();
    digests.set(json, digest);
  }
  return digest;
}

export function pollEtag(
  scope: string,
  riderId: number,
  version: number,
  request: unknown,
): string {
  return `W/"${scope}.${SHAPE}.${riderId}.${version}.${requestDigest(request)}"`;
}

/** Whether an If-None-Match header holds this ETag (weak comparison, lists and `*` allowed). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag) return true; // what the site sends back: the last ETag as it came
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = bare(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === wanted);
}

/**
 * Answers `load()` unless the rider's version and the request are those of `ifNoneMatch`. The
 * version is read before loading, so a change racing the load makes the next poll load again.
 */
export async function pollIfChanged<T>(
  db: Db,
  riderId: number,
  scope: string,
  request: unknown,
  ifNoneMatch: string | undefined,
  load: () => Promise<T>,
): Promise<Polled<T>> {
  const version = (await tripsRepo.riderVersion(db, riderId)) ?? 0;
  const etag = pollEtag(scope, riderId, version, request);
  if (etagMatches(ifNoneMatch, etag)) return { etag, changed: false };
  return { etag, changed: true, body: await load() };
}

/** Sends a polled answer: 304 without a body, or the envelope; both with the ETag. */
export function replyPolled<T>(
  reply: FastifyReply,
  polled: Polled<T>,
): SuccessEnvelope<T> | FastifyReply {
  reply.header('etag', polled.etag);
  reply.header('cache-control', 'private, no-cache');
  if (!polled.changed) return reply.code(304).send();
  return ok(polled.body);
}
