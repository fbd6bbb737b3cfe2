import type { FastifyPluginAsync } from 'fastify';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { CONTENT_IMAGE_MAX_BYTES } from '@fairfare/contracts/content-admin';
import { serve } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { audited } from '../audit/audited.ts';
import type { Trx } from '../../db/database.ts';
import {
  createPost,
  getStaffPost,
  listStaffPosts,
  previewPost,
  publishPost,
  unpublishPost,
  updatePost,
  uploadImage,
  type Change,
} from './staff-service.ts';
import type { StaffPost } from '@fairfare/contracts/content-admin';

/** The editor's endpoints (issue 30 "Content"): every change audited; the public pages see it at once. */
export const contentStaffRoutes: FastifyPluginAsync = async (app) => {
  const ops = endpointTable.opsContent;

  /** Runs an audited post change, then tells the public pages (after the commit). */
  async function postChange(
    staffId: number,
    action: string,
    change: (trx: Trx, now: number) => Promise<Change<StaffPost>>,
  ) {
    const post = await audited(
      app.db,
      { staffId },
      { action, entity: 'content_post' },
      async (trx) => {
        const done = await change(trx, Date.now());
        return {
          entityId: done.after.post_id,
          before: done.before,
          after: done.after,
          value: done.after,
        };
      },
    );
    app.publicChanges.changed();
    return ok(post);
  }

  serve(app, ops.list, async (request) =>
    ok(await listStaffPosts(app.db, request.body, Date.now())),
  );
  serve(app, ops.get, async (request) =>
    ok(await getStaffPost(app.db, request.body.post_id, Date.now())),
  );
  serve(app, ops.preview, async (request) =>
    ok(previewPost(request.body, request.body.lang, Date.now())),
  );
  serve(app, ops.create, async (request) =>
    postChange(request.staff!.staffId, 'content.create', (trx, now) =>
      createPost(trx, request.body, now),
    ),
  );
  serve(app, ops.update, async (request) =>
    postChange(request.staff!.staffId, 'content.update', (trx, now) =>
      updatePost(trx, request.body, now),
    ),
  );
  serve(app, ops.publish, async (request) =>
    postChange(request.staff!.staffId, 'content.publish', (trx, now) =>
      publishPost(trx, request.body, now),
    ),
  );
  serve(app, ops.unpublish, async (request) =>
    postChange(request.staff!.staffId, 'content.unpublish', (trx, now) =>
      unpublishPost(trx, request.body.post_id, now),
    ),
  );
  serve(
    app,
    ops.uploadImage,
    async (request) => {
      const image = await audited(
        app.db,
        { staffId: request.staff!.staffId },
        { action: 'content.uploadImage', entity: 'content_image' },
        async (trx) => {
          const stored = await uploadImage(trx, request.body, Date.now());
          const after = { ...stored, content_type: request.body.content_type };
          return { entityId: stored.image_id, before: null, after, value: stored };
        },
      );
      return ok(image);
    },
    // base64 of the largest image, and the JSON around it
    { bodyLimit: Math.ceil((CONTENT_IMAGE_MAX_BYTES * 4) / 3) + 4096 },
  );
};
