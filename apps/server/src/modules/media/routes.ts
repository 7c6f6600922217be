import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { encodeMessage } from '@crabclaw/shared';
import { mediaVariants } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-errors.ts';
import { MEDIA_VARIANTS, type MediaVariant } from './image-set.ts';

const FILE_PATTERN = /^(thumb|card|large|jpeg)\.(webp|jpg)$/;

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
          'One size of a stored picture (thumb 160, card 480, large 1200 px WebP, 1920 px for banners; jpeg as large)',
        params: MediaParamsSchema,
      },
    },
    async (request, reply) => {
      const [, variant] = FILE_PATTERN.exec(request.params.file) as RegExpExecArray;
      const etag = `"${request.params.id}-${variant}"`;
      if (request.headers['if-none-match'] === etag) {
        return reply.code(304).header('ETag', etag).header('Cache-Control', IMMUTABLE).send();
      }
      const [row] = await app.db
        .select({ bytes: mediaVariants.bytes, contentType: mediaVariants.contentType })
        .from(mediaVariants)
        .where(and(eq(mediaVariants.mediaId, request.params.id), eq(mediaVariants.variant, variant as MediaVariant)))
        .limit(1);
      const expectedFormat = MEDIA_VARIANTS[variant as MediaVariant].format;
      if (!row || !request.params.file.endsWith(expectedFormat === 'jpeg' ? '.jpg' : '.webp')) {
        throw notFound('image.notFound');
      }
      return reply
        .header('Content-Type', row.contentType)
        .header('Cache-Control', IMMUTABLE)
        .header('ETag', etag)
        .send(Buffer.from(row.bytes));
    },
  );
};

export default mediaRoutes;
