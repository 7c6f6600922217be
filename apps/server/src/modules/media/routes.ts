import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { encodeMessage } from '@crabclaw/shared';
import { notFound } from '../../lib/http-errors.ts';
import { findVariant, mediumFromLarge } from './derived-variant.ts';
import { variantFile, type MediaVariant } from './image-set.ts';

const FILE_PATTERN = /^(thumb|card|medium|large|jpeg)\.(webp|jpg)$/;

const MediaParamsSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{32}$/, encodeMessage('image.unknown')),
  file: z.string().regex(FILE_PATTERN, encodeMessage('image.unknownSize')),
});

/** A media URL names one picture forever (its id is a content hash), so browsers may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/:id/:file',
    {
      schema: {
        tags: ['media'],
        summary:
          'One size of a stored picture (thumb 160, card 480, medium 960 for banners, large 1200 px WebP, 1920 px for banners; jpeg as large)',
        params: MediaParamsSchema,
      },
    },
    async (request, reply) => {
      const [, name] = FILE_PATTERN.exec(request.params.file) as RegExpExecArray;
      const variant = name as MediaVariant;
      const etag = `"${request.params.id}-${variant}"`;
      if (request.headers['if-none-match'] === etag) {
        return reply.code(304).header('ETag', etag).header('Cache-Control', IMMUTABLE).send();
      }
      if (request.params.file !== variantFile(variant)) throw notFound('image.notFound');
      const { id } = request.params;
      const row =
        (await findVariant(app.db, id, variant)) ??
        (variant === 'medium' ? await mediumFromLarge(app.db, id) : undefined);
      if (!row) throw notFound('image.notFound');
      return reply
        .header('Content-Type', row.contentType)
        .header('Cache-Control', IMMUTABLE)
        .header('ETag', etag)
        .send(Buffer.from(row.bytes));
    },
  );
};

export default mediaRoutes;
